import { useParams } from 'react-router-dom';
import { ContactOwnerForm } from '../features/contact-owner/contact-owner-form';
import { StickerLanding } from '../features/sticker/sticker-landing';

/**
 * '/:uid' (docs/product.md §2), the page a scanner opens: its own expose, holding the contact form, so the
 * shell can fetch all of it in one round trip while React loads (nothing of the marketing page comes along).
 */
export default function StickerPage() {
  const { uid = '' } = useParams();
  return <StickerLanding key={uid} uid={uid} ContactOwner={ContactOwnerForm} />;
}
