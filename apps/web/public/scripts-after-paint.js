// A page the server drew (ADR 0025) is whole without its scripts: they are asked for once it has painted, not
// alongside the stylesheets its paint waits for (a phone's slow network shares its bandwidth among them). The
// server puts this script in place of the page's module script and module preloads, named in its data-module
// and data-preload attributes (apps/server plugins/server-render.ts).
(() => {
  const loader = document.currentScript;
  if (!loader) return;
  const entry = loader.dataset.module;
  const preloads = (loader.dataset.preload || '').split(' ').filter(Boolean);
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (!entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame's callback runs before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(load, 0));
})();
