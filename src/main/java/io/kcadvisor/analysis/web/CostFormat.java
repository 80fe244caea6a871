package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Text;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Writes what a recommendation costs at the user's workload for the analysis page: CPU
 * cores, their change beside the uncompressed baseline, and milliseconds, each to the
 * three significant digits the cost model's figures warrant
 * ({@link Text#significant(double)}). The analysis page's {@code costFormat}.
 */
public final class CostFormat {

	/**
	 * Returns a number of CPU cores, for example {@code 0.034}.
	 * @param cores the cores
	 * @return the text
	 */
	public String cores(double cores) {
		return (cores == 0) ? "0" : Text.significant(cores);
	}

	/**
	 * Returns what one choice of CPU cores saves or costs beside another, for example
	 * {@code saves 0.12 cores}: the difference of the two figures as
	 * {@link #cores(double)} shows them, to the last digit the larger of them shows, so
	 * that the change and the figures beside it agree.
	 * @param cores the cores of the choice
	 * @param baseline the cores of what it is compared with
	 * @return the text: {@code saves N cores}, {@code costs N more cores}, or
	 * {@code the same} when that difference is zero
	 */
	public String coresChange(double cores, double baseline) {
		BigDecimal shown = new BigDecimal(cores(cores));
		BigDecimal shownBaseline = new BigDecimal(cores(baseline));
		int digits = ((shown.abs().compareTo(shownBaseline.abs()) >= 0) ? shown : shownBaseline).scale();
		BigDecimal change = shown.subtract(shownBaseline).setScale(digits, RoundingMode.HALF_UP);
		if (change.signum() == 0) {
			return "the same";
		}
		String amount = change.abs().toPlainString();
		return (change.signum() < 0) ? "saves " + amount + " cores" : "costs " + amount + " more cores";
	}

	/**
	 * Returns a milliseconds figure, for example {@code 4.95 ms}.
	 * @param milliseconds the milliseconds
	 * @return the text
	 */
	public String milliseconds(double milliseconds) {
		return ((milliseconds == 0) ? "0" : Text.significant(milliseconds)) + " ms";
	}

}
