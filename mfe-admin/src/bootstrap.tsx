import { runStandalone } from '@qr/platform/standalone';
import { standaloneRoutes } from './standalone-routes';

void runStandalone('mfe-admin', standaloneRoutes);
