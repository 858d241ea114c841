/** Spec section 9: the dashboard chart's y axis runs from 0 to at least 50 in steps of 5. */
export const dashboardChartMinimumMax = 50;
export const dashboardChartStep = 5;
/** Past the minimum scale, keep about ten ticks so the axis stays readable. */
const maxTicks = 10;

/** The y axis for the largest value in the chart: 0..50 by 5, or a round step that fits bigger data. */
export function dashboardChartScale(largest: number): { max: number; ticks: number[] } {
  let step = dashboardChartStep;
  let max = dashboardChartMinimumMax;
  if (largest > dashboardChartMinimumMax) {
    step = Math.ceil(largest / maxTicks / dashboardChartStep) * dashboardChartStep;
    max = Math.ceil(largest / step) * step;
  }
  const ticks = Array.from({ length: max / step + 1 }, (_, index) => index * step);
  return { max, ticks };
}
