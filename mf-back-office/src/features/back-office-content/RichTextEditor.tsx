import { Button, Input } from '@shop/shared/kit/essentials';
import { useEffect, useRef, useState } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { contentApi, mediaUrl } from './api';
import { IMAGE_TYPES } from './MediaField';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
}

/** The HTML of the editor, `''` for an empty document (tiptap keeps one empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function Toolbar({ editor, onImage, onLink }: { editor: Editor; onImage: () => void; onLink: () => void }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { label: string; title: string; pressed?: boolean; run: () => void }[] = [
    { label: 'Ж', title: 'Полужирный', pressed: active.bold, run: () => chain().toggleBold().run() },
    { label: 'К', title: 'Курсив', pressed: active.italic, run: () => chain().toggleItalic().run() },
    {
      label: 'H2',
      title: 'Заголовок',
      pressed: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3',
      title: 'Подзаголовок',
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: '•',
      title: 'Маркированный список',
      pressed: active.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: '1.',
      title: 'Нумерованный список',
      pressed: active.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: '❝', title: 'Цитата', pressed: active.quote, run: () => chain().toggleBlockquote().run() },
    { label: 'Ссылка', title: 'Ссылка', pressed: active.link, run: onLink },
    { label: 'Изображение', title: 'Вставить изображение', run: onImage },
    { label: '↶', title: 'Отменить', run: () => chain().undo().run() },
    { label: '↷', title: 'Повторить', run: () => chain().redo().run() },
  ];
  return (
    <>
      {buttons.map((button) => (
        <Button
          key={button.title}
          size="small"
          type={button.pressed ? 'primary' : 'default'}
          title={button.title}
          aria-label={button.title}
          aria-pressed={button.pressed}
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          {button.label}
        </Button>
      ))}
    </>
  );
}

/**
 * The rich-text editor of the content forms (tiptap): headings, lists, quotes, links and pictures uploaded
 * into the media store, plus the HTML itself for what the buttons do not cover. The server sanitises
 * whatever is saved. Loaded lazily by `HtmlField`, so only the admin's editing pages carry it.
 */
export function RichTextEditor({ id, label, value, onChange, onBlur, invalid }: RichTextEditorProps) {
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': invalid ? 'true' : 'false',
        class: 'rich-text-area',
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur,
  });

  // A value changed from outside (the form reset, the saved row as the server sanitised it).
  useEffect(() => {
    if (!source && htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await contentApi.upload(file);
      editor
        .chain()
        .focus()
        .setImage({ src: mediaUrl(stored.path), alt: file.name.replace(/\.[^.]*$/, '') })
        .run();
    } catch (error) {
      void toast.error('Изображение не загружено', apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const setLink = (href: string) => {
    setLinking(false);
    const target = href.trim();
    if (target === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
  };

  return (
    <div className={['rich-text', invalid ? 'rich-text-invalid' : ''].filter(Boolean).join(' ')}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label}: оформление`}>
        {!source && (
          <Toolbar
            editor={editor}
            onImage={() => fileInput.current?.click()}
            onLink={() => setLinking(true)}
          />
        )}
        <Button
          size="small"
          type={source ? 'primary' : 'default'}
          aria-pressed={source}
          title="Править HTML"
          onClick={() => setSource((shown) => !shown)}
        >
          HTML
        </Button>
        {uploading && <span role="status">Загрузка изображения…</span>}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          aria-label={`${label}: изображение в текст`}
          onChange={(event) => {
            void insertImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {linking && !source && (
        <Input.Search
          className="rich-text-link"
          aria-label="Адрес ссылки"
          placeholder="https://… или /page/…; пусто — убрать ссылку"
          enterButton="Применить"
          defaultValue={String(editor.getAttributes('link').href ?? '')}
          autoFocus
          onSearch={setLink}
        />
      )}
      {source ? (
        <Input.TextArea
          id={id}
          aria-label={`${label}: HTML`}
          className="rich-text-source"
          autoSize={{ minRows: 8, maxRows: 30 }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
