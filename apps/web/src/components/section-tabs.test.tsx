import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../testing/component-tests.ts';
import { SectionTabs } from './section-tabs.tsx';

setUpComponentTests();

type Section = 'overview' | 'history';
const sections = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'History' },
] as const;

function Page() {
  const [section, setSection] = useState<Section>('overview');
  return (
    <SectionTabs label="Page sections" tabs={sections} value={section} onChange={setSection}>
      {section === 'overview' ? 'The overview' : 'The history'}
    </SectionTabs>
  );
}

describe('SectionTabs', () => {
  it('names the panel by the chosen tab, which controls it', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Page sections' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('The overview');
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    fireEvent.click(history);
    expect(screen.getByRole('tabpanel', { name: 'History' }).textContent).toBe('The history');
  });
});
