import { componentMessages, serverMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import serverHindi from '@qr/design-system/i18n/server-messages.hi';
import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { confirmationMessages } from '../features/contact-owner/confirmation/messages';
import confirmationHindi from '../features/contact-owner/confirmation/messages.hi';
import { contactOwnerMessages } from '../features/contact-owner/messages';
import contactOwnerHindi from '../features/contact-owner/messages.hi';
import { scannerMessages } from '../features/shared/messages';
import scannerHindi from '../features/shared/messages.hi';
import { stickerMessages } from '../features/sticker/messages';
import stickerHindi from '../features/sticker/messages.hi';

/** The Hindi of the scanner's page, fetched with its code for a Hindi visitor only (docs/i18n.md). */
componentMessages.provide(componentsHindi);
serverMessages.provide(serverHindi);
stickerMessages.provide(stickerHindi);
contactOwnerMessages.provide(contactOwnerHindi);
confirmationMessages.provide(confirmationHindi);
scannerMessages.provide(scannerHindi);
dateMessages.provide(datesHindi);
