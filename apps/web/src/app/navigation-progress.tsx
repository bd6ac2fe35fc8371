import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The default template's role="bar" is no ARIA role (axe: critical), and NProgress finds its
// bar by that role: both change together. The bar is decoration.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 180,
  minimum: 0.12,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The bar starts when a navigation begins and finishes when it completes or fails. */
export function NavigationProgress() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  // If an error boundary replaces this route, do not leave the bar running.
  useEffect(() => () => void NProgress.done(), []);
  return null;
}
