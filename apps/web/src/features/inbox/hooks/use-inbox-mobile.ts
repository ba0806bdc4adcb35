import { useMediaQuery } from '@mantine/hooks';

/** 000 §2: under 768 px the inbox is split into dialogs, chat and info screens. */
export const INBOX_MOBILE_BELOW_PX = 768;

export const useInboxMobile = () =>
  useMediaQuery(`(max-width: ${INBOX_MOBILE_BELOW_PX - 0.02}px)`, window.innerWidth < INBOX_MOBILE_BELOW_PX, {
    getInitialValueInEffect: false,
  });
