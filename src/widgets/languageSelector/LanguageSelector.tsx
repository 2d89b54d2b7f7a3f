import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../core/htmlLang.ts';
import { useBrand } from '../../ui/BrandContext.tsx';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { LanguageFlag } from '../shared/flags.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './languageSelector.css';

/** The brand's supported languages with flags; choosing one emits `select` (the document wires setLanguage). */
export function Component({ props, emit }: WidgetProps<'languageSelector'>) {
  const { t } = useTranslation();
  const { language } = useConditionContext();
  const languages = useBrand().bundle.brand.languages.supported;
  const compact = props.variant === 'compact';
  const [open, setOpen] = useState(!compact);
  const listId = useId();
  const label = t(props.labelKey ?? 'select_language');
  const list = (
    <ul className="language-list" id={listId} aria-label={label}>
      {languages.map((code) => (
        <li key={code}>
          <button
            type="button"
            className="language-option"
            aria-pressed={code === language}
            lang={htmlLang(code)}
            onClick={() => {
              emit('select', { language: code });
              if (compact) setOpen(false);
            }}
          >
            <LanguageFlag language={code} />
            <span>{t(`lang_${code}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  if (!compact) {
    return (
      <div className="language-selector">
        <p className="language-heading">
          <Icon name="globe" size={20} /> {label}
        </p>
        {list}
      </div>
    );
  }
  return (
    <div className="language-selector language-compact">
      <button
        type="button"
        className="language-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${t(`lang_${language}`)}`}
        onClick={() => setOpen(!open)}
      >
        <LanguageFlag language={language} />
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? list : null}
    </div>
  );
}
