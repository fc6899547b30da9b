import '@mantine/tiptap/styles.css';
import type { Language } from '@bk/web';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';

/** What an uploaded image becomes in the body; `fileId` rides on the tag so the server can re-point it to the stored file. */
export type InsertedImage = { src: string; alt: string; fileId: string };

export type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Uploads through the platform's flow (presign, PUT, verify) and answers with what to insert. */
  uploadImage: (file: File) => Promise<InsertedImage>;
  onUploadError: (file: File, error: unknown) => void;
  language: Language;
  error?: string;
  required?: boolean;
  testId?: string;
};

const zhLabels: Partial<RichTextEditorLabels> = {
  boldControlLabel: '加粗',
  italicControlLabel: '斜体',
  underlineControlLabel: '下划线',
  strikeControlLabel: '删除线',
  clearFormattingControlLabel: '清除格式',
  linkControlLabel: '插入链接',
  unlinkControlLabel: '移除链接',
  bulletListControlLabel: '无序列表',
  orderedListControlLabel: '有序列表',
  h2ControlLabel: '二级标题',
  h3ControlLabel: '三级标题',
  h4ControlLabel: '四级标题',
  blockquoteControlLabel: '引用',
  hrControlLabel: '分隔线',
  undoControlLabel: '撤销',
  redoControlLabel: '重做',
  linkEditorInputLabel: '链接地址',
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: '在新窗口打开',
  linkEditorInternalLink: '在当前窗口打开',
  linkEditorSave: '保存',
  imageUploadControlLabel: '插入图片',
  tableInsertControlLabel: '插入表格',
  tableInsertLabel: (columns, rows) => `${rows} 行 × ${columns} 列`,
  tableDeleteControlLabel: '删除表格',
  tableRowAfterControlLabel: '在下方插入行',
  tableRowDeleteControlLabel: '删除行',
  tableColumnAfterControlLabel: '在右侧插入列',
  tableColumnDeleteControlLabel: '删除列',
};

/** The image node keeps the stored file's id (data-file-id) next to its display address. */
const StoredImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      fileId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-file-id'),
        renderHTML: (attributes: { fileId?: string | null }) => (attributes.fileId ? { 'data-file-id': attributes.fileId } : {}),
      },
    };
  },
});

/**
 * The body of an article: Tiptap through @mantine/tiptap with headings, lists, links, tables and
 * images. Images picked, pasted or dropped go through the platform's upload flow first and are
 * inserted only once the stored file is verified. The field reports HTML; the server sanitises it.
 */
export const RichTextField = ({ label, value, onChange, uploadImage, onUploadError, language, error, required, testId }: RichTextFieldProps) => {
  const labelId = useId();
  const errorId = useId();
  // The latest callbacks, without rebuilding the editor when a parent re-renders.
  const callbacks = useRef({ onChange, uploadImage, onUploadError });
  callbacks.current = { onChange, uploadImage, onUploadError };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      TableKit.configure({ table: { resizable: false } }),
      getUploadImageExtension(StoredImage, {
        onImageUpload: async (file: File) => {
          const image = await callbacks.current.uploadImage(file);
          return { src: image.src, alt: image.alt, title: image.fileId };
        },
        onImageUploadError: (file: File, uploadError: unknown) => callbacks.current.onUploadError(file, uploadError),
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => callbacks.current.onChange(current.getHTML()),
    // Mantine's upload result can only carry src, alt and title: the title brings the file id,
    // which is then moved onto data-file-id so no tooltip shows it.
    onTransaction: ({ editor: current, transaction }) => {
      if (!transaction.docChanged) return;
      const fixes: { pos: number; fileId: string }[] = [];
      current.state.doc.descendants((node, pos) => {
        if (node.type.name === 'image' && typeof node.attrs.title === 'string' && /^[0-9a-f-]{36}$/.test(node.attrs.title) && !node.attrs.fileId) {
          fixes.push({ pos, fileId: node.attrs.title });
        }
      });
      if (fixes.length === 0) return;
      const tr = current.state.tr;
      for (const fix of fixes) {
        const node = tr.doc.nodeAt(fix.pos);
        if (node) tr.setNodeMarkup(fix.pos, undefined, { ...node.attrs, fileId: fix.fileId, title: null });
      }
      current.view.dispatch(tr.setMeta('addToHistory', false));
    },
  });

  // A value replaced from outside (a template applied, a revision reloaded) is shown; our own echo is not re-set.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} required={required} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor editor={editor} labels={language === 'zh-CN' ? zhLabels : undefined} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif" />
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={320} />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
