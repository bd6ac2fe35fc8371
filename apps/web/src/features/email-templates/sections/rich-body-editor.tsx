import { templateVariables } from '@app/contract';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { alpha } from '@mui/material/styles';
import { createDocument, type Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { memo, type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LinkChoice, LinkDialog } from '../dialogs/link-dialog.tsx';
import { emailEditorExtensions } from '../logic/email-editor-extensions.ts';
import { fromEditorHtml, toEditorHtml } from '../logic/variable-html.ts';
import { BodyToolbar, ImageTool, ToolButton } from './toolbar-kit.tsx';
import { type MenuVariable, VariableMenu } from './variable-menu.tsx';

export type RichBodyEditorProps = {
  /** Saved-form HTML (`{{variable}}` text). */
  value: string;
  onChange: (html: string) => void;
  /**
   * Uploads an image and resolves to its URL, or null when it failed (already reported).
   * Without it the toolbar offers no image (mailings attach files instead).
   */
  uploadImage?: (file: File) => Promise<string | null>;
  onInvalidImage?: (message: string) => void;
  uploading?: boolean;
  /** The editable area's accessible name. */
  label: string;
  invalid?: boolean;
  /** The id of the text that describes the field (its helper or error). */
  describedBy?: string;
  /** The variables the menu offers; every template variable unless told. */
  variables?: readonly MenuVariable[];
  /** The editable area's height before it scrolls. */
  minHeight?: number;
};

type LinkEdit = { href: string | null; needsText: boolean };

/**
 * The visual body editor (TipTap on ProseMirror): formatting, links, uploaded images and
 * variables as chips. It takes and gives the saved form of the HTML, so the page, the HTML
 * view and the server only ever see `{{variable}}` text. Loaded on demand.
 */
export default function RichBodyEditor({
  value,
  onChange,
  uploadImage,
  onInvalidImage,
  uploading = false,
  label,
  invalid = false,
  describedBy,
  variables = templateVariables,
  minHeight = 360,
}: RichBodyEditorProps) {
  const { t } = useTranslation();
  // The last HTML this editor handed up: the same value coming back needs no reload.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The parent's callbacks through refs: stable props keep the toolbar from re-rendering.
  const uploadRef = useRef(uploadImage);
  uploadRef.current = uploadImage;
  const invalidImageRef = useRef(onInvalidImage);
  invalidImageRef.current = onInvalidImage;
  const reportInvalidImage = useCallback(
    (message: string) => invalidImageRef.current?.(message),
    [],
  );
  const [link, setLink] = useState<LinkEdit | null>(null);

  const extensions = useMemo(() => {
    const labels = new Map<string, string>(variables.map((v) => [v.name, v.label]));
    return emailEditorExtensions({ variableLabel: (name) => t(labels.get(name) ?? name) });
  }, [t, variables]);

  // Options keep their identity between renders: useEditor hands changed ones to the editor.
  const [initialContent] = useState(() => toEditorHtml(value));
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        // Emails are written in their own language and direction, not the interface's.
        dir: 'auto',
      },
    }),
    [label, invalid, describedBy],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = fromEditorHtml(current.getHTML());
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (the server's sanitized copy after a save): reload only if it is a
  // different document, so the caret and undo history survive a save.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const next = createDocument(toEditorHtml(value), editor.schema);
    if (!next.eq(editor.state.doc)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const insertImage = useCallback(
    (image: File) => {
      void uploadRef.current?.(image).then((src) => {
        if (!src) return;
        const alt = image.name.replace(/\.[a-z0-9]+$/i, '');
        // A line of its own, as emails place pictures; an image in a line of text sits on
        // its baseline in mail clients.
        editor
          .chain()
          .focus()
          .insertContent({ type: 'paragraph', content: [{ type: 'image', attrs: { src, alt } }] })
          .run();
      });
    },
    [editor],
  );

  const openLink = useCallback(() => {
    const href = editor.getAttributes('link').href as string | undefined;
    setLink({ href: href ?? null, needsText: !href && editor.state.selection.empty });
  }, [editor]);

  const applyLink = ({ href, text }: LinkChoice) => {
    const chain = editor.chain().focus();
    if (link?.needsText) {
      chain
        .insertContent({
          type: 'text',
          text: text.trim() || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <Box>
      <EditorToolbar
        editor={editor}
        uploading={uploading}
        onImage={uploadImage ? insertImage : undefined}
        onInvalidImage={reportInvalidImage}
        onLink={openLink}
        variables={variables}
      />
      <EditorSurface editor={editor} minHeight={minHeight} />
      {link ? (
        <LinkDialog
          href={link.href}
          needsText={link.needsText}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLink(null);
          }}
          onClose={() => setLink(null)}
        />
      ) : null}
    </Box>
  );
}

type EditorToolbarProps = {
  editor: Editor;
  uploading: boolean;
  /** Without it, no image button. */
  onImage: ((file: File) => void) | undefined;
  onInvalidImage: (message: string) => void;
  onLink: () => void;
  variables: readonly MenuVariable[];
};

/**
 * Formatting, link, image, undo/redo and the variable menu. Memoised, and it re-renders
 * only when what it shows changes (the marks at the cursor, undo/redo), not on each key.
 */
const EditorToolbar = memo(function EditorToolbar({
  editor,
  uploading,
  onImage,
  onInvalidImage,
  onLink,
  variables,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const buttons: {
    key: string;
    label: string;
    icon: ReactElement;
    pressed: boolean;
    run: (e: Editor) => void;
  }[] = [
    {
      key: 'bold',
      label: t('Bold'),
      icon: <FormatBold />,
      pressed: active.bold,
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('Italic'),
      icon: <FormatItalic />,
      pressed: active.italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('Underline'),
      icon: <FormatUnderlined />,
      pressed: active.underline,
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      key: 'heading',
      label: t('Heading'),
      icon: <Title />,
      pressed: active.heading,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bullets',
      label: t('Bulleted list'),
      icon: <FormatListBulleted />,
      pressed: active.bulletList,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('Numbered list'),
      icon: <FormatListNumbered />,
      pressed: active.orderedList,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: active.link ? t('Edit link') : t('Link'),
      icon: <InsertLink />,
      pressed: active.link,
      run: onLink,
    },
  ];

  return (
    <BodyToolbar>
      {buttons.map((item) => (
        <ToolButton
          key={item.key}
          label={item.label}
          icon={item.icon}
          pressed={item.pressed}
          onClick={() => item.run(editor)}
        />
      ))}
      {onImage ? (
        <ImageTool onImage={onImage} onInvalidImage={onInvalidImage} uploading={uploading} />
      ) : null}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('Undo')}
        icon={<Undo />}
        disabled={!active.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      />
      <ToolButton
        label={t('Redo')}
        icon={<Redo />}
        disabled={!active.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      />
      <Box sx={{ flexGrow: 1 }} />
      <VariableMenu
        label={t('Insert variable in the body')}
        variables={variables}
        onInsert={(name) => editor.chain().focus().insertTemplateVariable(name).run()}
      />
    </BodyToolbar>
  );
});

/** The editable area and the look of its content (chips, links, images). */
const EditorSurface = memo(function EditorSurface({
  editor,
  minHeight,
}: {
  editor: Editor;
  minHeight: number;
}) {
  return (
    <Box
      sx={(theme) => ({
        '& .ProseMirror': {
          minHeight,
          maxHeight: 640,
          overflowY: 'auto',
          px: 2,
          py: 1.5,
          outline: 'none',
          ...theme.typography.body1,
          wordWrap: 'break-word',
          '& > :first-of-type': { mt: 0 },
          '& p': { my: 1 },
          '& h1, & h2, & h3': { mt: 2, mb: 1, lineHeight: 1.3 },
          '& h2': theme.typography.h5,
          '& ul, & ol': { my: 1, paddingInlineStart: 3 },
          '& li > p': { my: 0.25 },
          '& blockquote': {
            my: 1,
            mx: 0,
            paddingInlineStart: 2,
            borderInlineStart: `3px solid ${theme.palette.divider}`,
            color: 'text.secondary',
          },
          // primary.main is too dark to read on the dark paper (2.8:1); light is not.
          '& a': {
            color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.main',
            textDecoration: 'underline',
          },
          '& img': { maxWidth: '100%', height: 'auto', verticalAlign: 'bottom' },
          '& img.ProseMirror-selectednode': {
            outline: `2px solid ${theme.palette.primary.main}`,
          },
        },
        '& .template-variable': {
          display: 'inline-block',
          px: 0.75,
          mx: 0.125,
          borderRadius: 0.75,
          lineHeight: 1.5,
          fontSize: '0.875em',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          cursor: 'default',
          userSelect: 'all',
          color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          border: `1px solid ${alpha(theme.palette.primary.main, 0.32)}`,
        },
        '& .template-variable.ProseMirror-selectednode': {
          outline: `2px solid ${theme.palette.primary.main}`,
        },
      })}
    >
      <EditorContent editor={editor} />
    </Box>
  );
});
