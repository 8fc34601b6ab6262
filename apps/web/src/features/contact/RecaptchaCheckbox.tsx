import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Grecaptcha {
  render(element: HTMLElement, options: Record<string, unknown>): number;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    matchdayRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once and only when the deployment configures reCAPTCHA (the CSP allows it then). */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    window.matchdayRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=matchdayRecaptchaLoaded';
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
  return loading;
}

/**
 * reCAPTCHA's "I'm not a robot" box, when configured (ADR 0017). A token is good once: the parent re-mounts
 * this (a new `key`) after a refused send.
 */
export function RecaptchaCheckbox({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadRecaptcha().then((grecaptcha) => {
      if (!active || !ref.current) return;
      grecaptcha.render(ref.current, {
        sitekey: siteKey,
        callback: (token: string) => onToken(token),
        'expired-callback': () => onToken(null),
      });
      setReady(true);
    });
    return () => {
      active = false;
    };
  }, [siteKey, onToken]);
  return (
    <div>
      {!ready && (
        <Text size="sm" c="dimmed">
          {t('contact.recaptchaLoading')}
        </Text>
      )}
      <div ref={ref} />
    </div>
  );
}
