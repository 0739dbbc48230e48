import LoupeHTML

/// The canvas page: plain HTML and a script, no framework, nothing fetched but its own server's
/// answers. It lists the package's previews by file (as Xcode's canvas shows a file's previews in
/// order), draws each in the families, modes, schemes and Dynamic Type sizes picked at the top
/// (remembered in the browser), with a timeline scrubber per preview, an optional scene around the
/// widget and a pixel-exact zoom; it listens for new builds and redraws in place.
enum CanvasPage {
    static func html(title: String) -> String {
        SiteStyle.page(title: title, body: body(title: title), extraStyle: style, script: script)
    }

    private static func body(title: String) -> String {
        """
        <header class="canvas-bar"><h1>\(SiteStyle.escape(title))</h1><span id="status" role="status">connecting…</span></header>
        <section id="errors" hidden aria-live="polite"></section>
        <form id="controls" class="canvas-controls" onsubmit="return false">
          <label>File <select id="file"></select></label>
          <fieldset><legend>Families</legend><span id="families"></span></fieldset>
          <fieldset><legend>Modes</legend><span id="modes"></span></fieldset>
          <fieldset><legend>Schemes</legend><span id="schemes"></span></fieldset>
          <fieldset><legend>Dynamic Type</legend><span id="sizes"></span></fieldset>
          <label>Scene <select id="scene"></select></label>
          <label>Zoom <select id="zoom"></select></label>
        </form>
        <main id="previews"></main>
        """
    }

    private static let style = """
    body { max-width: none; padding: 0 1.2rem 2rem; }
    .canvas-bar { display: flex; gap: 1rem; align-items: baseline; position: sticky; top: 0; background: var(--bg); padding: .6rem 0; z-index: 2; border-bottom: 1px solid var(--line); }
    .canvas-bar h1 { font-size: 1.1rem; margin: 0; }
    #status { color: var(--muted); font-size: .9rem; }
    #status.failed { color: #d70015; font-weight: 600; }
    #status.building { color: var(--accent); }
    #errors { border: 2px solid #d70015; border-radius: 8px; padding: .6rem .9rem; margin: .8rem 0; background: var(--panel); }
    #errors h2 { font-size: 1rem; margin: 0 0 .4rem; color: #d70015; }
    #errors pre { white-space: pre-wrap; margin: .2rem 0; font-size: .85rem; }
    .canvas-controls { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: center; margin: .8rem 0; font-size: .9rem; }
    .canvas-controls fieldset { border: none; padding: 0; margin: 0; display: flex; gap: .5rem; align-items: center; }
    .canvas-controls legend { float: left; margin-right: .4rem; color: var(--muted); }
    .preview { border-top: 1px solid var(--line); padding: .8rem 0; }
    .preview h2 { font-size: 1rem; margin: 0 0 .4rem; }
    .preview h2 small { color: var(--muted); font-weight: normal; margin-left: .5rem; }
    .scrubber { display: flex; gap: .6rem; align-items: center; font-size: .85rem; margin-bottom: .5rem; }
    .scrubber input { width: 16rem; }
    .cells { display: flex; flex-wrap: wrap; gap: 1.2rem; align-items: flex-start; }
    .cell { margin: 0; }
    .cell img { display: block; image-rendering: pixelated; background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
    .cell figcaption { font-size: .8rem; color: var(--muted); margin-top: .25rem; }
    .cell .error { color: #d70015; font-size: .85rem; max-width: 22rem; white-space: pre-wrap; }
    .cell ul { margin: .25rem 0 0; padding-left: 1.1rem; font-size: .8rem; max-width: 24rem; }
    .cell li.warning { color: #b25000; }
    .cell li.error { color: #d70015; }
    .cell[data-state=loading] img { opacity: .55; }
    """

    /// The page's behaviour. Its state is in `data-` attributes (the body's generation and build,
    /// each cell's state and image digest), which the browser test reads.
    private static let script = #"""
    'use strict';
    window.loupeErrors = [];
    window.addEventListener('error', e => window.loupeErrors.push(String(e.message)));
    const FAMILIES = ['systemSmall','systemMedium','systemLarge','systemExtraLarge','accessoryCircular','accessoryRectangular','accessoryInline','accessoryCorner'];
    const MODES = ['fullColor','accented','vibrant'];
    const SCHEMES = ['light','dark'];
    const SIZES = ['xSmall','small','medium','large','xLarge','xxLarge','xxxLarge','accessibility1','accessibility2','accessibility3','accessibility4','accessibility5'];
    const ZOOMS = [['points','points'],['1','1 px'],['2','2 px'],['4','4 px'],['8','8 px']];
    const saved = JSON.parse(localStorage.getItem('loupe-canvas') || '{}');
    const settings = Object.assign({file: '', families: [], modes: ['fullColor'], schemes: ['light'], sizes: ['large'], scene: '', zoom: 'points', entries: {}}, saved);
    let state = null, changed = [];
    const $ = id => document.getElementById(id);
    function save() { localStorage.setItem('loupe-canvas', JSON.stringify(settings)); }

    // The previews by file: a #Preview's place is Module/File.swift:LINE.
    function groups() {
      const files = new Map();
      const add = (file, line, item) => { if (!files.has(file)) files.set(file, []); files.get(file).push(Object.assign({line}, item)); };
      for (const w of state.catalog.widgets || []) {
        const m = /^(.*):(\d+)$/.exec(w.preview || '');
        // A legacy PreviewProvider belongs to FILE.swift when it is FILE_Previews (Xcode's template),
        // after the file's #Preview blocks.
        const legacy = /^PreviewProvider ([^.]+)\.(.+)_Previews$/.exec(w.preview || '');
        if (legacy) add(legacy[1] + '/' + legacy[2] + '.swift', 1e9, {kind: 'PreviewProvider', target: w.name, widget: w});
        else add(m ? m[1] : 'Widgets', m ? +m[2] : 0, {kind: w.type, target: w.name, widget: w});
      }
      for (const v of state.catalog.examples || []) {
        const m = /^#Preview at (.*):(\d+)$/.exec(v.summary || '');
        add(m ? m[1] : 'Views', m ? +m[2] : 0, {kind: 'view', target: v.name, view: v});
      }
      for (const list of files.values()) list.sort((a, b) => a.line - b.line);
      // Files with previews first, by name, as a project lists them; the bundle's other widgets and
      // plain views after.
      const rest = ['Widgets', 'Views'];
      return new Map([...files].sort(([a], [b]) => (rest.includes(a) - rest.includes(b)) || a.localeCompare(b)));
    }

    function checkboxes(holder, name, values, chosen, labels) {
      holder.textContent = '';
      for (const value of values) {
        const label = document.createElement('label'), box = document.createElement('input');
        box.type = 'checkbox'; box.value = value; box.id = name + '-' + value; box.checked = chosen.includes(value);
        box.onchange = () => { settings[name] = [...holder.querySelectorAll('input:checked')].map(b => b.value); save(); draw(); };
        label.append(box, ' ' + (labels ? labels[value] : value));
        holder.append(label);
      }
    }

    function select(element, options, chosen, onchange) {
      element.textContent = '';
      for (const [value, text] of options) { const o = document.createElement('option'); o.value = value; o.textContent = text; element.append(o); }
      element.value = options.some(([v]) => v === chosen) ? chosen : (options[0] || [''])[0];
      element.onchange = () => { onchange(element.value); save(); draw(); };
    }

    function controls() {
      const files = groups();
      const names = [...files.keys()];
      if (!names.includes(settings.file)) settings.file = names[0] || '';
      select($('file'), names.map(f => [f, f.split('/').pop() + (f.includes('/') ? '  (' + f.split('/')[0] + ')' : '')]), settings.file, v => settings.file = v);
      const used = new Set();
      for (const item of files.get(settings.file) || []) for (const f of (item.widget && item.widget.type === 'widget' ? item.widget.families : [])) used.add(f);
      const families = FAMILIES.filter(f => used.has(f));
      if (!settings.families.some(f => used.has(f))) settings.families = families.slice(0, 1);
      checkboxes($('families'), 'families', families, settings.families);
      checkboxes($('modes'), 'modes', MODES, settings.modes);
      checkboxes($('schemes'), 'schemes', SCHEMES, settings.schemes);
      checkboxes($('sizes'), 'sizes', SIZES, settings.sizes);
      // The scenes this file's previews show in.
      const scenes = new Map([['', 'none (the widget alone)']]);
      for (const item of files.get(settings.file) || []) for (const a of axis(item)) {
        const key = item.widget && item.widget.type !== 'widget' ? item.widget.type + '.' + a : a;
        for (const s of state.scenes[key] || []) scenes.set(s.id, s.title);
      }
      select($('scene'), [...scenes], settings.scene, v => settings.scene = v);
      select($('zoom'), ZOOMS, settings.zoom, v => settings.zoom = v);
    }

    function status() {
      const s = state.status, el = $('status');
      document.body.dataset.generation = s.generation;
      document.body.dataset.build = s.building ? 'building' : (s.build && !s.build.succeeded ? 'failed' : 'ok');
      el.className = document.body.dataset.build;
      if (s.building) el.textContent = 'Building…';
      else if (s.build && !s.build.succeeded) el.textContent = 'Build failed: the pictures are from the last good build';
      else el.textContent = s.build ? 'Up to date (build ' + s.build.seconds.toFixed(1) + ' s)' : 'Up to date';
      const errors = $('errors');
      const failed = s.build && !s.build.succeeded;
      errors.hidden = !failed && !s.error;
      errors.textContent = '';
      if (failed || s.error) {
        const h = document.createElement('h2'); h.textContent = failed ? 'Build failed' : 'The renderer failed'; errors.append(h);
        const lines = failed ? s.build.diagnostics.filter(d => d.severity === 'error') : [];
        for (const d of lines) { const p = document.createElement('pre'); p.className = 'diagnostic'; p.textContent = d.file + ':' + d.line + ':' + d.column + ': ' + d.message; errors.append(p); }
        if (!lines.length) { const p = document.createElement('pre'); p.textContent = s.error || s.build.output; errors.append(p); }
      }
    }

    // One preview's axis: families for a widget, presentations for an activity or a control.
    function axis(item) {
      if (item.kind === 'view') return [null];
      const w = item.widget;
      if (w.type !== 'widget') return w.presentations;
      const picked = w.families.filter(f => settings.families.includes(f));
      return picked.length ? picked : w.families.slice(0, 1);
    }

    // The scrubber's stops: placeholder and each entry; an activity's states; a control's off and on.
    function stops(item) {
      const w = item.widget;
      if (!w) return [];
      if (w.type === 'activity') return Array.from({length: w.states || 1}, (_, i) => [String(i), 'state ' + i]);
      if (w.type === 'control') return [['0', 'off'], ['1', 'on']];
      const family = axis(item)[0];
      const timeline = (w.timelines || []).find(t => t.family === family) || (w.timelines || [])[0];
      const entries = (timeline ? timeline.entries : []).map(e => [String(e.index), e.index + ' · ' + e.date.replace('T', ' ').replace(':00Z', ' UTC') + (e.relevance !== undefined ? ' · relevance ' + e.relevance : '')]);
      return [['placeholder', 'placeholder']].concat(entries.length ? entries : [['0', 'entry 0']]);
    }

    const queue = [];
    let running = 0;
    function pump() {
      while (running < 2 && queue.length) {
        const job = queue.shift();
        // A job whose cell has been asked for again since, or is no longer shown, is dropped.
        if (job.figure.dataset.request !== job.key || !job.figure.isConnected) continue;
        running++;
        load(job).finally(() => { running--; pump(); });
      }
    }

    async function load(job) {
      const figure = job.figure;
      figure.dataset.state = 'loading';
      const generation = state.status.generation;
      let cell;
      try { cell = await (await fetch('/api/cell?' + new URLSearchParams(job.params))).json(); }
      catch (e) { cell = {error: 'the canvas server did not answer (' + e + ')'}; }
      if (figure.dataset.request !== job.key) return;   // the controls changed meanwhile
      const img = figure.querySelector('img'), notes = figure.querySelector('ul'), error = figure.querySelector('.error');
      notes.textContent = ''; error.textContent = '';
      if (cell.png) {
        img.src = 'data:image/png;base64,' + cell.png;
        img.dataset.digest = digest(cell.png);
        img.dataset.width = cell.width; img.dataset.scale = cell.scale;
        img.alt = job.caption;
        size(img);
        img.hidden = false;
      } else {
        img.hidden = !img.src;
        error.textContent = cell.error || 'no picture';
      }
      for (const w of cell.warnings || []) { const li = document.createElement('li'); li.className = 'warning'; li.textContent = '⚠︎ ' + w; notes.append(li); }
      // A finding: its rule and what is wrong; the view's layout path on hover.
      for (const f of cell.findings || []) { const li = document.createElement('li'); li.className = f.severity; li.textContent = f.rule + ': ' + f.detail; li.title = f.severity + (f.element ? ' at ' + f.element : ''); notes.append(li); }
      figure.dataset.state = cell.png ? 'ready' : 'error';
      figure.dataset.generation = generation;
    }

    function digest(text) { let h = 2166136261; for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); } return (h >>> 0).toString(16); }

    function size(img) {
      const width = +img.dataset.width, scale = +img.dataset.scale || 1;
      if (!width) return;
      img.style.width = (settings.zoom === 'points' ? width / scale : width * (+settings.zoom) / (window.devicePixelRatio || 1)) + 'px';
    }

    function figureFor(holder, key) {
      let figure = holder.querySelector('figure[data-key="' + CSS.escape(key) + '"]');
      if (!figure) {
        figure = document.createElement('figure'); figure.className = 'cell'; figure.dataset.key = key;
        const img = document.createElement('img'); img.hidden = true;
        const error = document.createElement('div'); error.className = 'error';
        figure.append(img, document.createElement('figcaption'), error, document.createElement('ul'));
      }
      return figure;
    }

    // Draws the file's previews; cells are kept by key and redrawn in place, so nothing flickers.
    function draw() {
      const main = $('previews');
      const items = groups().get(settings.file) || [];
      const sections = [];
      const jobs = [];
      for (const item of items) {
        const id = 'preview-' + item.target;
        let section = main.querySelector('section[data-target="' + CSS.escape(item.target) + '"]');
        if (!section) {
          section = document.createElement('section'); section.className = 'preview'; section.dataset.target = item.target; section.id = id;
          section.innerHTML = '<h2></h2><div class="scrubber"></div><div class="cells"></div>';
        }
        section.dataset.file = settings.file;
        section.querySelector('h2').innerHTML = '';
        const h = section.querySelector('h2');
        h.append(item.target);
        const place = document.createElement('small'); place.textContent = item.line && item.line < 1e9 ? settings.file.split('/').pop() + ':' + item.line : item.kind; h.append(place);
        const marks = stops(item), scrubber = section.querySelector('.scrubber');
        scrubber.textContent = '';
        let entry = null;
        if (marks.length) {
          const remembered = settings.entries[item.target];
          let at = marks.findIndex(m => m[0] === remembered);
          if (at < 0) at = Math.max(0, marks.findIndex(m => m[0] === '0'));
          const range = document.createElement('input'); range.type = 'range'; range.min = 0; range.max = marks.length - 1; range.value = at;
          range.setAttribute('aria-label', item.target + ' timeline');
          const label = document.createElement('span'); label.className = 'entry'; label.textContent = marks[at][1];
          range.oninput = () => { label.textContent = marks[range.value][1]; settings.entries[item.target] = marks[range.value][0]; save(); draw(); };
          scrubber.append('Timeline', range, label);
          entry = marks[at][0];
        }
        const cells = section.querySelector('.cells'), keep = [];
        const isWidget = item.widget && item.widget.type === 'widget';
        for (const a of axis(item)) for (const mode of (isWidget ? settings.modes : [null])) for (const scheme of settings.schemes) for (const size of settings.sizes) {
          const params = {target: item.target, scheme, dynamicType: size};
          if (a) params[isWidget ? 'family' : 'presentation'] = a;
          if (mode) params.mode = mode;
          if (entry !== null) params.entry = entry;
          const scene = settings.scene && (state.scenes[isWidget ? a : (item.widget ? item.widget.type + '.' + a : '')] || []).some(s => s.id === settings.scene);
          if (scene) params.scene = settings.scene;
          const caption = [a, mode, scheme, size, scene ? settings.scene : null].filter(Boolean).join(' · ');
          const key = caption;
          const figure = figureFor(cells, key);
          figure.querySelector('figcaption').textContent = caption;
          const request = JSON.stringify(params) + '@' + state.status.generation;
          keep.push(figure);
          if (figure.dataset.request !== request) {
            figure.dataset.request = request;
            figure.dataset.state = 'queued';
            jobs.push({figure, params, key: request, caption, first: changed.some(f => f.endsWith('/' + settings.file.split('/').pop()))});
          }
        }
        cells.replaceChildren(...keep);
        sections.push(section);
      }
      main.replaceChildren(...sections);
      if (!items.length) main.textContent = 'No previews.';
      for (const img of main.querySelectorAll('img')) size(img);
      jobs.sort((a, b) => b.first - a.first);
      queue.unshift(...jobs);
      pump();
    }

    async function refresh() {
      state = await (await fetch('/api/state')).json();
      changed = state.status.changed || [];
      status(); controls(); draw();
    }

    function listen() {
      const events = new EventSource('/events');
      events.addEventListener('building', e => { state.status = JSON.parse(e.data); status(); });
      events.addEventListener('build', e => { state.status = JSON.parse(e.data); status(); });
      events.addEventListener('generation', () => refresh());
      events.onerror = () => { $('status').textContent = 'reconnecting to the canvas server…'; };
      events.onopen = () => { if (state) refresh(); };
    }

    refresh().then(listen);
    """#
}
