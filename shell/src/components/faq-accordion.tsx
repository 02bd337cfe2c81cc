import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@tla/shared-ui/components/accordion';
import { cn } from '@tla/shared-ui/lib/cn';

export type FaqEntry = { question: string; answer: string };

export type FaqAccordionProps = {
  items: FaqEntry[];
  /** Level of the headings wrapping each question (the section's heading is one level up). */
  headingLevel?: 3 | 4;
  className?: string;
};

/** An FAQ: one answer open at a time, and the open one can be closed (single, collapsible). */
export function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  return (
    <Accordion
      collapsible
      className={cn('rounded-lg border border-border bg-card px-6', className)}
    >
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`item-${index}`}>
          <AccordionTrigger headingLevel={headingLevel}>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
