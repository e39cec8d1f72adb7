// The queries page's Hindi texts, exposed as './QueriesPage.hi' and fetched by the shell with the page's
// code for a Hindi visitor (docs/i18n.md).

import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { queriesMessages } from '../features/queries/messages';
import queriesHindi from '../features/queries/messages.hi';

componentMessages.provide(componentsHindi);
queriesMessages.provide(queriesHindi);
dateMessages.provide(datesHindi);
