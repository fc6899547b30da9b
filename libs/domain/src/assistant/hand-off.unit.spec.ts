import { answer, pendingQuestion, startConversation } from './engine';
import { consultationHandOff, consultationHref } from './hand-off';
import { BusinessOptions, QuestionIds } from './question-tree';
import type { Conversation, QuestionNode } from './types';

const config = { gpShow: true, aiName: '小破' };
const at = (minute: number) => `2024-05-01T06:${String(minute).padStart(2, '0')}:00Z`;

const linkOf = (conversation: Conversation): QuestionNode =>
  conversation.entries.flatMap((entry) => entry.list).findLast((node) => node.link !== undefined)!;

/** Answers the pending question with the given option until the choices run out. */
const walk = (choices: number[]): Conversation =>
  choices.reduce((conversation, choice, index) => answer(conversation, pendingQuestion(conversation)!.id, choice, at(index + 1)), startConversation(config, at(0)));

describe('the assistant hands its answers to the consultation form', () => {
  it('the enterprise path opens the enterprise form with the chosen business', () => {
    const conversation = walk([BusinessOptions.enterprise]);
    const handOff = consultationHandOff(conversation, linkOf(conversation))!;
    expect(handOff.type).toBe('enterprise');
    expect(handOff.prefill.description.split('\n')).toEqual(['（以下内容由智能助手根据问答整理）', '咨询业务：企业破产']);
  });

  it('the personal path opens the personal form with every answer of the application path, in order', () => {
    // personal, honest, counselled, instalment plan, reorganisation, insured, materials ready
    const conversation = walk([BusinessOptions.personal, 1, 1, 2, 2, 1, 1]);
    const handOff = consultationHandOff(conversation, linkOf(conversation))!;
    expect(handOff.type).toBe('personal');
    expect(handOff.prefill.description.split('\n').slice(1)).toEqual([
      '咨询业务：个人破产',
      '诚信承诺：能，我承诺诚实守信',
      '债务咨询辅导：是，已接受过',
      '希望获得的帮助：有稳定收入，希望制定分期还款计划',
      '倾向的程序：重整',
      '社保连续缴纳36个月：是，已满36个月',
      '申请材料：已准备好',
    ]);
  });

  it('a changed answer hands over the new choice, not the first one', () => {
    let conversation = walk([BusinessOptions.personal, 1, 1, 2, 1, 1, 1]);
    conversation = answer(conversation, QuestionIds.procedure, 3, at(30));
    // The changed procedure re-asks the questions after it; answer them again.
    conversation = answer(conversation, QuestionIds.socialInsurance, 1, at(31));
    conversation = answer(conversation, QuestionIds.materials, 2, at(32));
    const lines = consultationHandOff(conversation, linkOf(conversation))!.prefill.description;
    expect(lines).toContain('倾向的程序：和解');
    expect(lines).not.toContain('倾向的程序：破产清算');
    expect(lines).toContain('申请材料：尚未准备');
  });

  it('FAQ choices stay out of the form', () => {
    let conversation = walk([BusinessOptions.personal, 1, 1, 1, 1, 1, 1]);
    conversation = answer(conversation, QuestionIds.faq, 1, at(40));
    expect(consultationHandOff(conversation, linkOf(conversation))!.prefill.description).not.toContain('什么是个人破产');
  });

  it('a node without a link hands nothing over', () => {
    const conversation = startConversation(config, at(0));
    expect(consultationHandOff(conversation, pendingQuestion(conversation)!)).toBeUndefined();
  });

  it('the link carries the prefill as URL-encoded JSON that decodes to the same fields', () => {
    const conversation = walk([BusinessOptions.enterprise]);
    const handOff = consultationHandOff(conversation, linkOf(conversation))!;
    const href = consultationHref('/portal-csj', 'csj rc', handOff);
    const url = new URL(href, 'http://portal.test');
    expect(url.pathname).toBe('/portal-csj/csj%20rc/consultation/enterprise');
    expect(JSON.parse(url.searchParams.get('prefill')!)).toEqual(handOff.prefill);
  });
});
