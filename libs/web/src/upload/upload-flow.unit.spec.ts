import type { PresignedUpload, StoredFileInfo } from '@bk/contracts';
import { ApiError } from '../api/api-error';
import { uploadFile, UploadFailure, type UploadProgress, type UploadRequest } from './upload-flow';

/** A stand-in for XMLHttpRequest that answers with the given status once `send` is called. */
class FakeRequest {
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  constructor(private readonly answer: { status: number; body?: string } | 'network') {}
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
    if (this.answer === 'network') return this.onerror?.();
    this.status = this.answer.status;
    this.responseText = this.answer.body ?? '';
    this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

const presigned: PresignedUpload = {
  fileId: '3f8a9c52-8c1e-4f7b-9a0e-2b6f1d4c7e90',
  uploadUrl: 'http://127.0.0.1:19000/bk-files/t/2026/11/x.pdf?X-Amz-Signature=abc',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf' },
  expiresAt: '2026-11-24T00:15:00.000Z',
  maxBytes: 52_428_800,
};
const verified: StoredFileInfo = { fileId: presigned.fileId, fileName: '破产申请书.pdf', size: 8, contentType: 'application/pdf', status: 'verified' };

const pdf = { name: '破产申请书.pdf', size: 8, blob: new Blob(['%PDF-1.4']) };

const apiAnswering = (answers: Record<string, () => Promise<unknown>>) => {
  const calls: { path: string; body: unknown }[] = [];
  return {
    calls,
    api: {
      post: <T>(path: string, body?: unknown) => {
        calls.push({ path, body });
        return answers[path]!() as Promise<T>;
      },
    },
  };
};

const run = (answer: ConstructorParameters<typeof FakeRequest>[0], answers: Record<string, () => Promise<unknown>>) => {
  const { api, calls } = apiAnswering(answers);
  const request = new FakeRequest(answer);
  const progress: UploadProgress[] = [];
  const result = uploadFile({ api, createRequest: () => request as unknown as UploadRequest }, pdf, (step) => progress.push(step));
  return { result, calls, request, progress };
};

const ok = {
  '/api/storage/v1/generatePresignedInfo': () => Promise.resolve(presigned),
  '/api/storage/v1/verifyFile': () => Promise.resolve(verified),
};

describe('uploadFile', () => {
  it('presigns, PUTs the bytes with the signed headers while reporting progress, then verifies', async () => {
    const { result, calls, request, progress } = run({ status: 200 }, ok);
    await expect(result).resolves.toEqual(verified);
    expect(calls).toEqual([
      { path: '/api/storage/v1/generatePresignedInfo', body: { fileName: '破产申请书.pdf', size: 8, contentType: undefined } },
      { path: '/api/storage/v1/verifyFile', body: { fileId: presigned.fileId } },
    ]);
    expect(request.opened).toEqual(['PUT', presigned.uploadUrl]);
    expect(request.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(progress.map((step) => `${step.phase}:${step.loaded}`)).toEqual(['preparing:0', 'uploading:4', 'uploading:8', 'verifying:8']);
  });

  it("refuses a forbidden name before asking the server, with the spec's message", async () => {
    const { api, calls } = apiAnswering(ok);
    const upload = uploadFile({ api, createRequest: () => new FakeRequest({ status: 200 }) as unknown as UploadRequest }, { ...pdf, name: '纪要|终稿.pdf' }, () => {});
    await expect(upload).rejects.toMatchObject({ reason: { zh: '文件名不能包含下列任何字符：: ? " / \\ * < > |' } });
    expect(calls).toEqual([]);
  });

  it("says why the server refused the file at verification, in the server's words", async () => {
    const { result } = run({ status: 200 }, {
      ...ok,
      '/api/storage/v1/verifyFile': () => Promise.reject(new ApiError('http', 400, 400, '文件内容与扩展名 .pdf 不符')),
    });
    await expect(result).rejects.toEqual(new UploadFailure('文件内容与扩展名 .pdf 不符'));
  });

  it("names the store's refusal of the PUT, and never verifies", async () => {
    const { result, calls } = run({ status: 403, body: '<Error><Code>SignatureDoesNotMatch</Code><Message>signature mismatch</Message></Error>' }, ok);
    await expect(result).rejects.toMatchObject({ reason: { zh: '存储服务拒绝了该文件（HTTP 403: signature mismatch）' } });
    expect(calls.map((call) => call.path)).toEqual(['/api/storage/v1/generatePresignedInfo']);
  });

  it('says the connection dropped when the PUT got no answer', async () => {
    const { result } = run('network', ok);
    await expect(result).rejects.toBeInstanceOf(UploadFailure);
    await expect(result).rejects.toMatchObject({ reason: { zh: '网络中断，文件未能上传，请重试' } });
  });
});
