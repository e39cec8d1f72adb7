import { runStandalone } from 'shared-ui/standalone';
import { standaloneRoutes } from './standalone-routes';

void runStandalone('mfe-admin', standaloneRoutes);
