import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailEditorExtensions } from './email-editor-extensions.ts';
import { fromEditorHtml, toEditorHtml, unsupportedMarkup } from './variable-html.ts';

const chip = (name: string) => `<span data-variable="${name}">{{${name}}}</span>`;

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
  vi.unstubAllGlobals();
});

/** A real editor with the email schema, holding `html` (saved form) as the page would load it. */
function editorWith(html: string): Editor {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: emailEditorExtensions({ variableLabel: (name) => `label:${name}` }),
    content: toEditorHtml(html),
  });
  editors.push(editor);
  return editor;
}

/** Types `text` one character at a time, as the keyboard does (input rules run). */
function typeInto(editor: Editor, text: string) {
  for (const char of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.view.someProp('handleTextInput', (handle) =>
      handle(editor.view, from, to, char, () => editor.state.tr.insertText(char, from, to)),
    );
    if (!handled) editor.view.dispatch(editor.state.tr.insertText(char, from, to));
  }
}

/** What the page saves from the editor. */
const savedFrom = (editor: Editor) => fromEditorHtml(editor.getHTML());

describe('toEditorHtml', () => {
  it('turns each known {{variable}} in text into a chip, keeping the text around it', () => {
    expect(toEditorHtml('<p>Hi {{influencer.firstName}}, from {{campaign.name}}!</p>')).toBe(
      `<p>Hi ${chip('influencer.firstName')}, from ${chip('campaign.name')}!</p>`,
    );
  });

  it('normalises spaces inside the braces', () => {
    expect(toEditorHtml('<p>{{ key }}</p>')).toBe(`<p>${chip('key')}</p>`);
  });

  it('leaves variables in attributes and unknown names as they are', () => {
    const html = '<p><a href="{{inviteLink}}">Open</a> {{influencer.nick}}</p>';
    expect(toEditorHtml(html)).toBe(html);
  });

  it('finds variables inside marks and list items', () => {
    expect(toEditorHtml('<ul><li><strong>{{influencer.mediaName}}</strong></li></ul>')).toBe(
      `<ul><li><strong>${chip('influencer.mediaName')}</strong></li></ul>`,
    );
  });
});

describe('fromEditorHtml', () => {
  it('turns chips back into {{variable}} text', () => {
    expect(fromEditorHtml(`<p>Hi ${chip('influencer.firstName')},</p>`)).toBe(
      '<p>Hi {{influencer.firstName}},</p>',
    );
  });

  it('writes the name from the chip, whatever text it holds', () => {
    expect(fromEditorHtml('<p><span data-variable="key">Key</span></p>')).toBe('<p>{{key}}</p>');
  });

  it('keeps an empty paragraph as a blank line', () => {
    expect(fromEditorHtml('<p>One</p><p></p><p>Two</p>')).toBe('<p>One</p><p><br></p><p>Two</p>');
  });
});

describe('the visual editor round trip', () => {
  const defaults = [
    '<p>Hi {{influencer.firstName}},</p><p>We would love to have {{influencer.mediaName}} on board for <strong>{{campaign.name}}</strong>.</p><p><a href="{{inviteLink}}">See the campaign and get your key</a></p><p>Thanks!</p>',
    '<p>Hi {{influencer.firstName}},</p><p>Here is your key for <strong>{{campaign.name}}</strong>: <strong>{{key}}</strong></p><p>Everything about the campaign is on <a href="{{inviteLink}}">your invitation page</a>.</p>',
  ];

  it.each(defaults)('gives back the saved HTML unchanged: %s', (html) => {
    expect(savedFrom(editorWith(html))).toBe(html);
  });

  it('holds each variable as one chip node with its name', () => {
    const editor = editorWith(defaults[0] ?? '');
    const names: string[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'templateVariable') names.push(String(node.attrs.name));
    });
    expect(names).toEqual(['influencer.firstName', 'influencer.mediaName', 'campaign.name']);
  });

  it('shows the label in the editor and keeps the link to the invite page', () => {
    const editor = editorWith(defaults[0] ?? '');
    const dom = editor.view.dom;
    expect(dom.querySelector('[data-variable="influencer.firstName"]')?.textContent).toBe(
      'label:influencer.firstName',
    );
    expect(dom.querySelector('a')?.getAttribute('href')).toBe('{{inviteLink}}');
  });

  it('inserts a chip at the cursor and saves it as {{variable}} text', () => {
    const editor = editorWith('<p>Hi , welcome</p>');
    // Position 4 is after "Hi " (1 opens the paragraph).
    editor.chain().setTextSelection(4).insertTemplateVariable('influencer.firstName').run();
    expect(savedFrom(editor)).toBe('<p>Hi {{influencer.firstName}}, welcome</p>');
  });

  it('turns a typed {{variable}} into a chip, and leaves an unknown one as text', () => {
    const editor = editorWith('<p>Hi</p>');
    const type = (text: string) => typeInto(editor, text);
    editor.commands.setTextSelection(3);
    for (const char of ' {{influencer.mediaName}') type(char);
    type('}');
    let chips = 0;
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'templateVariable') chips += 1;
    });
    expect(chips).toBe(1);
    for (const char of ' {{nick}}') type(char);
    expect(savedFrom(editor)).toBe('<p>Hi {{influencer.mediaName}} {{nick}}</p>');
  });

  it('turns each pasted {{variable}} into a chip, and leaves an unknown one as text', () => {
    // jsdom has no clipboard events; the paste rules only build one to hand along.
    vi.stubGlobal('ClipboardEvent', Event);
    const editor = editorWith('<p></p>');
    // What ProseMirror dispatches for a paste of plain text from elsewhere.
    const text = 'Hi {{influencer.firstName}} and {{nick}} of {{campaign.name}}';
    editor.view.dispatch(editor.state.tr.insertText(text, 1).setMeta('uiEvent', 'paste'));
    const chips: string[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'templateVariable') chips.push(String(node.attrs.name));
    });
    expect(chips).toEqual(['influencer.firstName', 'campaign.name']);
    expect(savedFrom(editor)).toBe(`<p>${text}</p>`);
  });

  it('does not grow a link with text typed at its end', () => {
    const editor = editorWith('<p><a href="{{inviteLink}}">Open</a></p>');
    editor.commands.setTextSelection(5);
    typeInto(editor, '! Now');
    expect(savedFrom(editor)).toBe('<p><a href="{{inviteLink}}">Open</a>! Now</p>');
  });

  it('keeps formatting, lists, links, images, styles and blank lines', () => {
    // Styles as the editor writes them ("property: value;"), so the comparison is exact.
    const html =
      '<h2 style="text-align: center;">Hello {{influencer.fullName}}</h2>' +
      '<p align="center"><em>Italic</em>, <u>under</u> and <s>struck</s><br>next line</p>' +
      '<p><br></p>' +
      '<ul><li><p>One</p></li><li><p>Two {{key}}</p></li></ul>' +
      '<ol start="3"><li><p>Three</p></li></ol>' +
      '<p><a href="https://example.com/x?a=1&amp;b=2" title="Site">site</a> ' +
      '<img style="max-width: 100%;" src="https://cdn.example.com/a.png" alt="Banner" width="300"></p>';
    expect(savedFrom(editorWith(html))).toBe(html);
  });

  it('is stable: what it saves loads back to the same document', () => {
    const html = '<p>Hi {{influencer.firstName}}</p><ul><li>plain item</li></ul><p><b>bold</b></p>';
    const once = savedFrom(editorWith(html));
    expect(savedFrom(editorWith(once))).toBe(once);
    expect(once).toContain('{{influencer.firstName}}');
  });
});

describe('unsupportedMarkup', () => {
  it('names what the visual editor would drop', () => {
    expect(
      unsupportedMarkup(
        '<table><tr><td>x</td></tr></table><p><span style="color:red">red</span><font color="red">f</font></p>',
      ),
    ).toEqual(['<table>', '<tbody>', '<tr>', '<td>', 'style on <span>', '<font>']);
  });

  it('is empty for what the editor keeps, classes included', () => {
    expect(
      unsupportedMarkup(
        '<h2 style="margin:0">T</h2><p class="lead" dir="rtl"><strong>b</strong> <a href="{{inviteLink}}" target="_blank" rel="noopener">l</a> <img src="https://x/y.png" alt="" width="10"></p><ol start="2" type="a"><li>i</li></ol><div>plain</div>',
      ),
    ).toEqual([]);
  });
});
