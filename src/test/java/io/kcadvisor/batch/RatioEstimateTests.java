package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.UUID;
import org.apache.kafka.common.record.CompressionRatioEstimator;
import org.apache.kafka.common.record.CompressionType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The producer's ratio estimate moves as kafka-clients' own
 * {@link CompressionRatioEstimator} moves it.
 */
class RatioEstimateTests {

	@Test
	void itFollowsKafkasEstimatorBatchByBatch() {
		String topic = "estimate-" + UUID.randomUUID();
		CompressionRatioEstimator.setEstimation(topic, CompressionType.ZSTD, 1.0f);
		RatioEstimate estimate = new RatioEstimate(1.0f);
		Random random = new Random(42);
		for (int batch = 0; batch < 2000; batch++) {
			int uncompressed = 1000 + random.nextInt(100_000);
			int compressed = (int) (uncompressed * (0.1 + 0.2 * random.nextDouble()));
			estimate.observe(compressed, uncompressed);
			float kafka = CompressionRatioEstimator.updateEstimation(topic, CompressionType.ZSTD,
					(float) compressed / uncompressed);
			assertThat(estimate.current()).as("after batch %d", batch).isEqualTo(kafka);
		}
	}

	@ParameterizedTest(name = "from {0}, a batch at {1} of {2} bytes leaves {3}")
	@CsvSource(textBlock = """
			0.5,  400, 1000, 0.495
			0.5,  498, 1000, 0.498
			0.5,  500, 1000, 0.5
			0.5,  510, 1000, 0.55
			0.5,  900, 1000, 0.9
			""")
	void worseBatchesRaiseItAtOnceAndBetterOnesLowerItSlowly(float initial, int compressed, int uncompressed,
			float after) {
		RatioEstimate estimate = new RatioEstimate(initial);
		estimate.observe(compressed, uncompressed);
		assertThat(estimate.current()).isEqualTo(after);
	}

	@Test
	void aLongRunningProducersEstimateLiesMidwayInTheRangeItMovesIn() {
		String topic = "estimate-" + UUID.randomUUID();
		CompressionRatioEstimator.setEstimation(topic, CompressionType.ZSTD, 1.0f);
		Random random = new Random(7);
		double sum = 0;
		int counted = 0;
		for (int batch = 0; batch < 20_000; batch++) {
			float estimate = CompressionRatioEstimator.estimation(topic, CompressionType.ZSTD);
			if (batch >= 10_000) {
				sum += estimate;
				counted++;
			}
			CompressionRatioEstimator.updateEstimation(topic, CompressionType.ZSTD,
					(float) (0.2 + 0.002 * random.nextGaussian()));
		}
		assertThat(RatioEstimate.longRunning(0.2f)).isCloseTo((float) (sum / counted), within(0.005f));
	}

	@ParameterizedTest(name = "{0} holds for batches at {1}: {2}")
	@CsvSource(textBlock = """
			0.225, 0.2,  true
			0.215, 0.2,  true
			0.235, 0.2,  true
			0.2,   0.2,  false
			0.25,  0.2,  false
			0.1,   0.2,  false
			""")
	void aGuessHoldsWhenItIsNearALongRunningProducersEstimate(float guess, float observed, boolean holds) {
		assertThat(new RatioEstimate(guess).holdsFor(observed)).isEqualTo(holds);
	}

}
