import { runStandalone } from 'shared-ui';
import { standaloneRoutes } from './standalone-routes';

void runStandalone('mfe-public', standaloneRoutes);
