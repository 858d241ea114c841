import { ActionIcon, Container, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { PublicTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingStars } from '../../students/components/rating-stars.tsx';
import { usePublicTestimonials } from '../../testimonials/api/public-testimonials.ts';
import classes from './home.module.css';

/**
 * Customer testimonials on the front page (spec section 2), the approved ones from the database
 * (decision 024). While they load, a placeholder of the section's height keeps the page from jumping;
 * with none approved (or the request failing) the section is left out.
 */
export function TestimonialCarousel() {
  const testimonials = usePublicTestimonials();
  // The carousel renders from a deferred copy, as a transition in slices, not in the answer's own
  // synchronous render (decision 040).
  const shown = useDeferredValue(testimonials.data);
  if (testimonials.isError || shown?.length === 0) return null;
  if (shown === undefined) return <CarouselPlaceholder />;
  return <Carousel testimonials={shown} />;
}

/** The band with the title's and one card's room, so the sections below stay where they will be. */
function CarouselPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={classes.band} aria-busy="true" aria-label={t('home.testimonials.title')}>
      <Container size="xl" py={56}>
        <Skeleton height={34} width="40%" mb="xl" radius="sm" />
        <Skeleton height={280} radius="lg" />
        <Skeleton height={24} width={120} mt="md" mx="auto" radius="xl" />
      </Container>
    </section>
  );
}

/**
 * A light carousel instead of @mantine/carousel (not installed; embla would add ~10 KB gzip): a CSS
 * scroll-snap track, previous/next buttons and one dot per slide. The track is focusable so arrow keys
 * scroll it, and swiping works natively on phones.
 */
function Carousel({ testimonials }: { testimonials: PublicTestimonial[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [isAtEnd, setAtEnd] = useState(false);
  // Two slides show side by side on wide screens; every visible slide's dot is lit.
  const [visibleCount, setVisibleCount] = useState(1);
  const reduceMotion = useReducedMotion();
  const count = testimonials.length;

  const slideWidth = () => {
    const first = trackRef.current?.firstElementChild as HTMLElement | null;
    return first ? first.offsetWidth : 1;
  };

  const goTo = (target: number) => {
    const track = trackRef.current;
    if (!track) return;
    const clamped = Math.max(0, Math.min(count - 1, target));
    track.scrollTo({ left: clamped * slideWidth(), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  // Reading the position back from the scroll keeps buttons, dots and swipes in agreement.
  const measure = () => {
    const track = trackRef.current;
    if (!track) return;
    setIndex(Math.round(track.scrollLeft / slideWidth()));
    setVisibleCount(Math.max(1, Math.round(track.clientWidth / slideWidth())));
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 2);
  };

  // On mount and whenever the track's size changes (slides per view follow the width). A ResizeObserver
  // reports after the browser's own layout, so reading sizes there costs nothing; measuring in the mount
  // effect forced a layout of the whole page in the middle of the home page's idle mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads refs only; observing once is the point.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  return (
    <section aria-labelledby="testimonials" aria-roledescription={t('home.testimonials.carousel')} className={classes.band}>
      <Container size="xl" py={56}>
        <Group justify="space-between" align="flex-end" mb="xl" gap="sm">
          <Title order={2} id="testimonials">
            {t('home.testimonials.title')}
          </Title>
          <Group gap="xs">
            {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => goTo(index - 1)}
              data-disabled={index === 0 || undefined}
              aria-disabled={index === 0}
              aria-label={t('home.testimonials.previous')}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => goTo(index + 1)}
              data-disabled={isAtEnd || undefined}
              aria-disabled={isAtEnd}
              aria-label={t('home.testimonials.next')}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
        <ul ref={trackRef} className={classes.track} onScroll={measure} tabIndex={0} aria-label={t('home.testimonials.title')}>
          {testimonials.map((testimonial, slide) => (
            <li
              key={testimonial.id}
              className={classes.slide}
              aria-roledescription={t('home.testimonials.slide')}
              aria-label={t('home.testimonials.position', { current: slide + 1, total: count })}
            >
              <Paper withBorder radius="lg" p="xl" h="100%">
                <Stack gap="sm" h="100%">
                  <IconQuote size={28} className={classes.quoteIcon} aria-hidden />
                  <RatingStars value={testimonial.score} size={16} />
                  <Title order={3} size="h4">
                    {testimonial.title}
                  </Title>
                  <Text style={{ flex: 1 }}>{testimonial.body}</Text>
                  <Text size="sm" fw={600}>
                    {testimonial.position ? `${testimonial.name}, ${testimonial.position}` : testimonial.name}
                  </Text>
                  {testimonial.company ? (
                    <Text size="sm" c="dimmed" mt={-8}>
                      {testimonial.company}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            </li>
          ))}
        </ul>
        <Group justify="center" gap={6} mt="md">
          {testimonials.map((testimonial, slide) => (
            <UnstyledButton
              key={testimonial.id}
              className={classes.dot}
              data-active={(slide >= index && slide < index + visibleCount) || undefined}
              aria-current={slide === index ? 'true' : undefined}
              aria-label={t('home.testimonials.goTo', { current: slide + 1, total: count })}
              onClick={() => goTo(slide)}
            />
          ))}
        </Group>
      </Container>
    </section>
  );
}
