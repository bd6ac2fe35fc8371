import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 180, minimum: 0.12 });

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
