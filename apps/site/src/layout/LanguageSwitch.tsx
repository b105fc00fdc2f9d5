import { Button } from '@manara/ui';
import { useTranslation } from 'react-i18next';

/**
 * One button that offers the other language, written in that language (and tagged with it,
 * so a screen reader pronounces it right). The choice is remembered by the language detector.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('site');
  const other = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      onClick={() => void i18n.changeLanguage(other)}
    >
      {t('language.switchTo')}
    </Button>
  );
}
