import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Back to the previous page (navigate(-1)), or to / when this page opened the session. */
export function useHistoryBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
