import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { leavesEditor, useUnsavedGuard } from './use-unsaved-guard.ts';

afterEach(cleanup);

const keys = ['tab', 'type'];

describe('leavesEditor', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('is true for another path, tab or template type', () => {
    expect(
      leavesEditor(at('/c/1', '?tab=t&type=invite'), at('/c/2', '?tab=t&type=invite'), keys),
    ).toBe(true);
    expect(
      leavesEditor(at('/c/1', '?tab=t&type=invite'), at('/c/1', '?tab=w&type=invite'), keys),
    ).toBe(true);
    expect(
      leavesEditor(at('/c/1', '?tab=t&type=invite'), at('/c/1', '?tab=t&type=reminder'), keys),
    ).toBe(true);
  });

  it('is false when only other parameters change', () => {
    expect(
      leavesEditor(
        at('/c/1', '?tab=t&type=invite'),
        at('/c/1', '?type=invite&tab=t&creator=5'),
        keys,
      ),
    ).toBe(false);
  });
});

function Editor() {
  const [text, setText] = useState('saved');
  const [switched, setSwitched] = useState(false);
  const guard = useUnsavedGuard(text !== 'saved', keys);
  const location = useLocation();
  return (
    <div>
      <p data-testid="where">{location.search}</p>
      <textarea aria-label="Body" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/c/1?tab=t&type=reminder">Reminder</Link>
      <Link to="/c/1?tab=t&type=invite&creator=9">Pick creator</Link>
      <button type="button" onClick={() => guard.confirmLeave(() => setSwitched(true))}>
        Close editor
      </button>
      {switched ? <p>closed</p> : null}
      {guard.asking ? (
        <div role="dialog">
          <button type="button" onClick={guard.stay}>
            Keep editing
          </button>
          <button type="button" onClick={guard.discard}>
            Discard
          </button>
        </div>
      ) : null}
    </div>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '/c/:id', element: <Editor /> }], {
    initialEntries: ['/c/1?tab=t&type=invite'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const edit = () =>
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'changed' } });

/** Clicks the link or button with this text, and lets the navigation it starts settle. */
const clickText = (text: string) => act(async () => fireEvent.click(screen.getByText(text)));

/** The router's query string now, as the probe component prints it. */
const currentSearch = () => screen.getByTestId('where').textContent;

describe('useUnsavedGuard', () => {
  it('lets a clean editor switch type without asking', async () => {
    setup();
    await clickText('Reminder');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentSearch()).toContain('type=reminder');
  });

  it('asks before switching type with unsaved changes; Keep editing stays', async () => {
    setup();
    edit();
    await clickText('Reminder');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(currentSearch()).toContain('type=invite');
    await clickText('Keep editing');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentSearch()).toContain('type=invite');
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).value).toBe('changed');
  });

  it('Discard carries on with the navigation', async () => {
    setup();
    edit();
    await clickText('Reminder');
    await clickText('Discard');
    expect(currentSearch()).toContain('type=reminder');
  });

  it('does not ask when only an unrelated parameter changes', async () => {
    setup();
    edit();
    await clickText('Pick creator');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentSearch()).toContain('creator=9');
  });

  it('guards local close actions too', async () => {
    setup();
    fireEvent.click(screen.getByText('Close editor'));
    expect(screen.getByText('closed')).toBeTruthy();
    cleanup();
    setup();
    edit();
    fireEvent.click(screen.getByText('Close editor'));
    expect(screen.queryByText('closed')).toBeNull();
    fireEvent.click(screen.getByText('Discard'));
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('warns on closing the browser tab only while dirty', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    edit();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
