package io.kcadvisor.sweep;

import java.util.List;

/**
 * The first answer of a sweep, before its end: the quick set's configurations measured,
 * on the whole sample or, where the whole would take too long, on an evenly spread part
 * of it. Ranked, it is the preliminary advice while the rest is measured; the sweep's
 * outcome replaces it.
 *
 * @param results the quick set's results
 * @param records the records they were measured on
 * @param sampleRecords the sample's records
 * @param bytes the bytes of the records they were measured on (keys, values and headers)
 * @param sampleBytes the bytes of the sample's records
 */
public record FirstAnswer(List<Result> results, int records, int sampleRecords, long bytes, long sampleBytes) {

	public FirstAnswer {
		results = List.copyOf(results);
	}

	/**
	 * Returns whether the results were measured on the whole sample.
	 * @return {@code true} unless on a part of it
	 */
	public boolean wholeSample() {
		return this.records == this.sampleRecords;
	}

}
