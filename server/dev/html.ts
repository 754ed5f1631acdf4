import { escapeHtml } from '../escapeHtml';

/** A minimal page for people, with a little inline style. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d2433}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.5rem 1.25rem}article{border:1px solid #d6dae3;border-radius:6px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;background:#f5f6f8;padding:.75rem}small{color:#5b6475}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:start}</style></head>
<body>${body}</body></html>`;
}
