/*
 * CreatorHub apply form embed (hand-written, no build step). On the host page:
 *   <a href="https://creatorhub.example/apply/my-game" data-apply-embed>Apply for a key</a>
 *   <script async src="https://creatorhub.example/apply-embed.js"></script>
 * Each such link becomes an iframe of the page in embed mode (?embed=1), as tall as its
 * content: the page posts { type: 'apply-embed-height', height } on load and on every
 * change, and only messages from the link's own origin and frame are read. Without
 * JavaScript the plain link stays.
 */
(() => {
  const frames = [];

  const embed = (link) => {
    let url;
    try {
      url = new URL(link.href, document.baseURI);
    } catch {
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    url.searchParams.set('embed', '1');
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = link.textContent.trim() || 'Apply';
    frame.loading = 'lazy';
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText =
      'display:block;width:100%;max-width:100%;height:640px;border:0;overflow:hidden;background:transparent';
    frames.push({ frame, origin: url.origin });
    link.replaceWith(frame);
  };

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data?.type !== 'apply-embed-height') return;
    const height = Number(data.height);
    if (!Number.isFinite(height) || height <= 0) return;
    for (const entry of frames) {
      if (entry.frame.contentWindow === event.source && entry.origin === event.origin) {
        entry.frame.style.height = `${Math.min(Math.ceil(height), 20000)}px`;
      }
    }
  });

  const start = () => {
    for (const link of document.querySelectorAll('a[data-apply-embed]')) embed(link);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
