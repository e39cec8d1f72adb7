// The module rspack.config.mjs writes at build time (a virtual module: no file on disk) from each remote's exposes.

import type { RemoteName } from '@qr/runtime';
import type { ComponentType } from 'react';

declare const pages: Record<RemoteName, Record<string, () => Promise<{ default: ComponentType }>>>;
export default pages;
