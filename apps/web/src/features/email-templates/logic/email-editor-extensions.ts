import {
  Extension,
  type Extensions,
  InputRule,
  mergeAttributes,
  Node,
  PasteRule,
} from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import type { NodeType } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { isTemplateVariable, VARIABLE_ATTRIBUTE } from './variable-html.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    templateVariable: {
      /** Puts a variable chip at the cursor (replacing the selection). */
      insertTemplateVariable: (name: string) => ReturnType;
    };
  }
}

type TemplateVariableOptions = {
  /** The chip's text in the editor, e.g. "Influencer first name". */
  label: (name: string) => string;
};

/** `{{ name }}` just typed, or anywhere in pasted text. */
const typedVariable = /\{\{\s*([\w.]+)\s*\}\}$/;
const pastedVariable = /\{\{\s*([\w.]+)\s*\}\}/g;

type RuleMatch = {
  state: EditorState;
  range: { from: number; to: number };
  match: RegExpMatchArray;
};

/**
 * A typed or pasted `{{ name }}` of a known variable becomes its chip; other text stays. An
 * unknown name changes nothing rather than answering null: for a paste rule, one null drops
 * the whole paste's chips, known names included.
 */
const toVariableNode =
  (type: NodeType) =>
  ({ state, range, match }: RuleMatch) => {
    const name = match[1] ?? '';
    if (isTemplateVariable(name)) {
      state.tr.replaceWith(range.from, range.to, type.create({ name }));
    }
  };

/**
 * A template variable as an inline atom: one unit for the cursor, Backspace and selection.
 * Its HTML is `<span data-variable="name">{{name}}</span>`, so even markup that skipped
 * `fromEditorHtml` still holds the `{{name}}` the server fills; in the editor it shows its label.
 */
export const TemplateVariable = Node.create<TemplateVariableOptions>({
  name: 'templateVariable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { label: (name) => name };
  },

  addAttributes() {
    return {
      name: {
        default: '',
        parseHTML: (element) => element.getAttribute(VARIABLE_ATTRIBUTE) ?? '',
        renderHTML: (attributes) => ({ [VARIABLE_ATTRIBUTE]: attributes.name }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[${VARIABLE_ATTRIBUTE}]` }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), `{{${node.attrs.name}}}`];
  },

  renderText({ node }) {
    return `{{${node.attrs.name}}}`;
  },

  addNodeView() {
    return ({ node }) => {
      const name = String(node.attrs.name);
      const dom = document.createElement('span');
      dom.className = 'template-variable';
      dom.setAttribute(VARIABLE_ATTRIBUTE, name);
      dom.title = `{{${name}}}`;
      dom.textContent = this.options.label(name);
      return { dom };
    };
  },

  addCommands() {
    return {
      insertTemplateVariable:
        (name) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },

  addInputRules() {
    return [new InputRule({ find: typedVariable, handler: toVariableNode(this.type) })];
  },

  addPasteRules() {
    return [new PasteRule({ find: pastedVariable, handler: toVariableNode(this.type) })];
  },
});

const keptAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(name),
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] ? { [name]: attributes[name] } : {},
});

/**
 * Inline styles, alignment and direction that email HTML puts on blocks, links and images:
 * not editable here, but carried through an edit instead of being dropped.
 */
const KeptEmailAttributes = Extension.create({
  name: 'keptEmailAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem'],
        attributes: {
          style: keptAttribute('style'),
          align: keptAttribute('align'),
          dir: keptAttribute('dir'),
        },
      },
      { types: ['image', 'link'], attributes: { style: keptAttribute('style') } },
    ];
  },
});

/**
 * The editor's schema for email bodies: paragraphs, headings, bold/italic/underline/strike,
 * lists, quotes, rules, links (no target or rel added: a mail client decides; typing at a
 * link's end does not extend it), inline images
 * (they sit in a line of text like the HTML they come from) and variable chips. No code
 * blocks, and no trailing empty paragraph added on load (it would change the email unasked).
 */
export function emailEditorExtensions(options: {
  variableLabel: (name: string) => string;
}): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      trailingNode: false,
      link: false,
    }),
    // Text typed at the end of a link is not part of it (TipTap makes links inclusive while
    // autolink is on, so "Open your page" + typing grew the link).
    Link.extend({ inclusive: () => false }).configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    TemplateVariable.configure({ label: options.variableLabel }),
    KeptEmailAttributes,
  ];
}
