package io.kcadvisor.analysis.web;

import java.util.List;

/**
 * What the size-against-speed chart of a results page shows, read from Chart.js in the
 * browser.
 */
final class TradeoffChart {

	private static final String CHART = "const chart = Chart.getChart(document.getElementById('tradeoff-chart'));\n";

	private TradeoffChart() {
	}

	/**
	 * Returns the configurations of the points of one kind of dataset, shown or not.
	 * @param browser the browser on a results page
	 * @param kind {@code results}, {@code proposals}, {@code recommended} or
	 * {@code frontier}
	 * @return the configurations, as the results table labels them
	 */
	@SuppressWarnings("unchecked")
	static List<String> points(Browser browser, String kind) {
		return (List<String>) browser.script(CHART + """
				return chart.data.datasets.filter((set) => set.kind === arguments[0])
					.flatMap((set) => set.data.map((point) => point.result.label));""", kind);
	}

	/**
	 * Returns whether the dataset with a label is drawn.
	 * @param browser the browser on a results page
	 * @param label the dataset's label
	 * @return whether it is shown
	 */
	static boolean shown(Browser browser, String label) {
		return (Boolean) browser.script(CHART + """
				return chart.isDatasetVisible(chart.data.datasets.findIndex((set) => set.label === arguments[0]));""",
				label);
	}

	/**
	 * Returns the labels of the chart's legend.
	 * @param browser the browser on a results page
	 * @return the labels
	 */
	@SuppressWarnings("unchecked")
	static List<String> legend(Browser browser) {
		return (List<String>) browser.script(CHART + "return chart.legend.legendItems.map((item) => item.text);");
	}

	/**
	 * Chooses an entry of the legend, as a click on it does.
	 * @param browser the browser on a results page
	 * @param label the entry's label
	 */
	static void clickLegend(Browser browser, String label) {
		browser.script(CHART + """
				const item = chart.legend.legendItems.find((entry) => entry.text === arguments[0]);
				chart.options.plugins.legend.onClick.call(chart.legend, null, item, chart.legend);""", label);
	}

}
