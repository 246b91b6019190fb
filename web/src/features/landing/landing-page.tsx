import { useCallback, useEffect, useRef, useState } from 'react';
import { SCROLL_DELAY_MS, SWITCH_TO_VERIFICA } from './events';
import { PAGE_META } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { LandingTabs, type LandingTab } from './landing-tabs';
import { ClosingCta } from './sections/closing-cta';
import type { OpenWizard } from './flight-check/wizard-handoff';
import { Faq } from './sections/faq';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Rights } from './sections/rights';
import { StatsBand } from './sections/stats-band';

/** Home page (/); `openWizard` hands the hero's flight check to the claim wizard (web/src/app composes the two). */
export default function LandingPage({ openWizard }: { openWizard: OpenWizard }) {
  const [tab, setTab] = useState<LandingTab>('verifica');
  const sectionRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Select a tab, then (once it has rendered) scroll smoothly to the tools and put the keyboard focus on the active tab. */
  const openTab = useCallback((next: LandingTab) => {
    setTab(next);
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const section = sectionRef.current;
      if (!section) return;
      section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }, []);

  useEffect(() => {
    const onSwitch = () => openTab('verifica');
    window.addEventListener(SWITCH_TO_VERIFICA, onSwitch);
    return () => {
      window.removeEventListener(SWITCH_TO_VERIFICA, onSwitch);
      clearTimeout(scrollTimer.current);
    };
  }, [openTab]);

  // The page loads lazily, so a link from another page to /#diritti or /#faq arrives before its target exists.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  usePageMeta(PAGE_META['/']);

  return (
    <>
      <Hero onOpenCalculator={() => openTab('calcolatore')} openWizard={openWizard} />
      <LandingTabs tab={tab} onTabChange={setTab} sectionRef={sectionRef} />
      <HowItWorks />
      <Rights />
      <StatsBand />
      <Faq />
      <ClosingCta />
    </>
  );
}
