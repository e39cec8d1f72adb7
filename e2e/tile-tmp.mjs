// node tile.mjs out.png width cols files...
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'shared-ui/build/chromium.mjs';
import { readFileSync } from 'node:fs';
const [,, out, width, cols, ...files] = process.argv;
const imgs = files.map((f) => `<figure><figcaption>${f.split('/').pop()}</figcaption><img src="data:image/png;base64,${readFileSync(f).toString('base64')}"></figure>`).join('');
const html = `<style>body{margin:0;display:grid;grid-template-columns:repeat(${cols},1fr);gap:6px;background:#888;font:12px sans-serif}figure{margin:0}img{width:100%;display:block}</style>${imgs}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(width), height: 600 } });
await page.setContent(html); await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true }); await browser.close();
