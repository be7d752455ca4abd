import { Box, chakra, Flex } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { searchPath, searchTermFromPath } from '@/lib/routing/search-address';
import { useT } from '@/lib/i18n/useT';
import { IconButton, SolidButton } from '../buttons';
import { SearchIcon } from '../icons';
import { useOnPathChange } from '../menu/useOnPathChange';
import { useOutsideClick } from './useOutsideClick';

export const SEARCH_OVERLAY_ID = 'search-overlay';

/**
 * The search icon and the box it toggles below the header. Closed by default; a press outside,
 * Escape or a navigation closes it. Each opening prefills the box from the page's own search path;
 * Enter or the button goes to /search/{term}/.
 */
export function SearchOverlay({ siteName }: { siteName: string }) {
  const t = useT();
  const { path, navigate } = useLavanda();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => setOpen(false);
  useOnPathChange(path, close);

  useOutsideClick([buttonRef, panelRef], close, open);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) return close();
    setTerm(searchTermFromPath(path));
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    navigate(searchPath(term));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    buttonRef.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-label={t(open ? 'header.closeSearch' : 'header.openSearch')}
        aria-expanded={open}
        aria-controls={SEARCH_OVERLAY_ID}
        onClick={toggle}
      >
        <SearchIcon />
      </IconButton>
      <Box
        ref={panelRef}
        id={SEARCH_OVERLAY_ID}
        hidden={!open}
        position="absolute"
        insetInline="0"
        top="100%"
        bg="bg.panel"
        borderTopWidth="2px"
        borderTopColor="brand.accent"
        boxShadow="lg"
        onKeyDown={onKeyDown}
      >
        <chakra.form
          role="search"
          onSubmit={submit}
          maxW="content"
          mx="auto"
          px={{ base: '4', md: '8' }}
          py="6"
        >
          <chakra.label htmlFor="search-overlay-input" srOnly>
            {t('search.label')}
          </chakra.label>
          <Flex gap="3">
            <chakra.input
              ref={inputRef}
              id="search-overlay-input"
              type="search"
              name="term"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={siteName ? t('search.placeholder', { siteName }) : t('search.label')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              flex="1"
              minW="0"
              height="12"
              px="4"
              fontSize="lg"
              bg="bg"
              color="fg"
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="md"
            />
            <SolidButton type="submit" height="12" textTransform="uppercase">
              {t('search.submit')}
            </SolidButton>
          </Flex>
        </chakra.form>
      </Box>
    </>
  );
}
