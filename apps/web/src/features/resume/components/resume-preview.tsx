import '@dokkho/resume-render/sheet.css';
import '../resume-fonts';
import './resume-preview.css';
import type { ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';
import { ResumeSheet, type HeadingBase } from '@dokkho/resume-render/resume-sheet';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/** CSS pixels per millimetre (96 px per inch). */
const PX_PER_MM = 96 / 25.4;

/** Paper in mm, and each template's top and bottom page margins (the sheet's padding in sheet.css). */
const PAPER_MM = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } } as const;
const MARGINS_MM: Record<ResumeSettings['template'], { top: number; bottom: number }> = {
  classic: { top: 15, bottom: 14 },
  ats: { top: 15, bottom: 14 },
  modern: { top: 14, bottom: 14 },
  compact: { top: 10, bottom: 10 },
};

/**
 * Where the printed pages would break, in px from the sheet's top. On screen the sheet is one long box
 * whose top padding is the first page's margin; each later page holds the paper height less both margins.
 * Approximate: Chromium also moves an entry that would split to the next page.
 */
export function pageBreaks(
  settings: Pick<ResumeSettings, 'paper' | 'template'>,
  sheetHeightPx: number,
): number[] {
  const paper = PAPER_MM[settings.paper];
  const margins = MARGINS_MM[settings.template];
  const perPage = (paper.height - margins.top - margins.bottom) * PX_PER_MM;
  const breaks: number[] = [];
  const contentEnd = sheetHeightPx - margins.bottom * PX_PER_MM;
  for (let y = margins.top * PX_PER_MM + perPage; y < contentEnd - 1; y += perPage) breaks.push(y);
  return breaks;
}

/**
 * The live preview: a resume at true paper size, scaled down to its container's width, with dashed
 * markers where the pages will break. Looks as the PDF does: same markup and CSS as the server renders.
 * `printable`: the sheet is also what window.print() prints (the rest of the page is hidden then); have
 * one printable preview on a page at a time.
 */
export function ResumePreview(props: {
  document: ResumeDocument;
  settings: ResumeSettings;
  className?: string;
  printable?: boolean;
  /** 2 (the default) inside a page that has its own h1; 1 where the sheet is the page's main heading. */
  headingBase?: HeadingBase;
}) {
  return (
    <ScaledSheet settings={props.settings} className={props.className} printable={props.printable}>
      <ResumeSheet
        document={props.document}
        settings={props.settings}
        origin={window.location.origin}
        headingBase={props.headingBase ?? 2}
      />
    </ScaledSheet>
  );
}

/** Fits a true-size sheet into the container's width (never enlarged) and marks the page breaks. */
export function ScaledSheet({
  settings,
  className,
  printable,
  children,
}: {
  settings: ResumeSettings;
  className?: string | undefined;
  printable?: boolean | undefined;
  children: ReactNode;
}) {
  const format = useFormat();
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(0);
  const widthPx = PAPER_MM[settings.paper].width * PX_PER_MM;

  useLayoutEffect(() => {
    const measure = () => {
      const available = outer.current?.clientWidth ?? 0;
      if (available > 0) setScale(Math.min(1, available / widthPx));
      setHeight(inner.current?.offsetHeight ?? 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [widthPx]);

  const breaks = pageBreaks(settings, height);
  return (
    <div
      ref={outer}
      className={clsx('rs-preview w-full overflow-hidden', printable && 'rs-printable', className)}
      // Reserve the scaled height: a transform does not shrink the box it takes in the layout. Inline-size
      // containment keeps the true-size sheet from widening a grid or flex column it sits in.
      style={{ height: height ? height * scale : undefined, contain: 'inline-size' }}
    >
      <div
        ref={inner}
        className="rs-preview-scaled relative shadow-md ring-1 ring-slate-200"
        style={{ width: widthPx, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      >
        {children}
        {breaks.map((y, i) => {
          const pageNumber = format.number(i + 2);
          return (
            <div
              key={y}
              className="rs-page-break pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-slate-400"
              style={{ top: y }}
              aria-hidden
            >
              <span
                className="absolute right-2 bottom-0 rounded bg-slate-500 px-1.5 py-0.5 text-[11px] font-medium text-white"
                // Counter the sheet's scale so the label stays readable on a phone.
                style={{ transform: `scale(${1 / scale})`, transformOrigin: 'right bottom' }}
              >
                <Trans>Page {pageNumber}</Trans>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
