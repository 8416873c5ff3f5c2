import '@mantine/tiptap/styles.css';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type RefObject, useEffect } from 'react';

const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Fetstil',
  italicControlLabel: 'Kursiv stil',
  h2ControlLabel: 'Mellanrubrik',
  h3ControlLabel: 'Underrubrik',
  bulletListControlLabel: 'Punktlista',
  orderedListControlLabel: 'Numrerad lista',
  linkControlLabel: 'Lägg till länk',
  unlinkControlLabel: 'Ta bort länk',
  undoControlLabel: 'Ångra',
  redoControlLabel: 'Gör om',
  linkEditorInputLabel: 'Länkens adress',
  linkEditorInputPlaceholder: 'https://exempel.se/',
  linkEditorExternalLink: 'Öppnas i ny flik',
  linkEditorInternalLink: 'Öppnas i samma flik',
  linkEditorSave: 'Spara länken',
};

/**
 * What the toolbar offers and nothing the server's sanitiser would drop: no code, code blocks, quotes,
 * rules, strike-through or underline. Links open in a new tab on the firms' pages whatever is chosen (the sanitiser sets it), so the
 * link editor's tab switch is hidden.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph added after a list or heading at the end: the stored HTML is what was written.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

const html = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

export default function RichTextEditorField({
  value,
  onChange,
  onFocus,
  onBlur,
  labelId,
  describedBy,
  invalid,
  minHeight,
  focusRef,
}: {
  value: string;
  onChange: (html: string) => void;
  onFocus: (() => void) | undefined;
  onBlur: (() => void) | undefined;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  minHeight: number;
  focusRef: RefObject<(() => void) | null>;
}) {
  // The writing area is the field's textbox: named by the label, described by the hint and the error.
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(invalid),
    style: `min-height: ${minHeight}px`,
  };
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    // Options other than the callbacks are handed to the editor again when they change (an error shown).
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(html(e)),
    onFocus: () => onFocus?.(),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, a stored text loaded) replaces the text; typing does not loop.
  useEffect(() => {
    if (!editor.isDestroyed && value !== html(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusRef.current = () => editor.commands.focus();
    return () => {
      focusRef.current = null;
    };
  }, [editor, focusRef]);

  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      styles={{ linkEditorExternalControl: { display: 'none' } }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
