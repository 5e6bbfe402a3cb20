import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';

/**
 * Which operations of the list are open. The one the URL's hash names opens (on load and on each
 * link to one) and is scrolled to; any other opens and closes by hand.
 */
export function useOpenOperations(): { open: ReadonlySet<string>; setOpen(id: string, isOpen: boolean): void } {
  const hash = useLocation({ select: (location) => location.hash });
  const [open, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(hash ? [hash] : []));
  const [linked, setLinked] = useState(hash);
  if (hash !== linked) {
    setLinked(hash);
    if (hash) setOpenIds((held) => new Set(held).add(hash));
  }

  // The list arrives after the document: the router's own scroll to the hash found nothing yet.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const setOpen = useCallback((id: string, isOpen: boolean) => {
    setOpenIds((held) => {
      const next = new Set(held);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return { open, setOpen };
}
