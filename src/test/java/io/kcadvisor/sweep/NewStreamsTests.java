package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class NewStreamsTests {

	private final NewStreams streams = new NewStreams();

	@Test
	void anUncompressedBatchOpensNoStream() {
		CompressionConfig none = CompressionConfig.defaults(Codec.NONE);
		assertThat(this.streams.known(none)).isTrue();
		assertThat(this.streams.of(none, stopped())).isEqualTo(NewStreams.Cost.NONE);
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			zstd,   3
			gzip,   6
			lz4,    9
			snappy,
			""")
	void measuresEachCompressionOnce(String codec, Integer level) {
		CompressionConfig compression = CompressionConfig.of(Codec.fromKafkaName(codec), level);
		assertThat(this.streams.known(compression)).isFalse();
		NewStreams.Cost cost = this.streams.of(compression, new SweepStop(Instant.MAX));
		assertThat(cost.compressNanos()).isNotNegative();
		assertThat(cost.decompressNanos()).isNotNegative();
		assertThat(this.streams.known(compression)).isTrue();
		// a stopped sweep would refuse to measure again
		assertThat(this.streams.of(compression, stopped())).isSameAs(cost);
	}

	@Test
	void aStoppedSweepMeasuresNoStream() {
		CompressionConfig zstd = CompressionConfig.of(Codec.ZSTD, 19);
		assertThatExceptionOfType(SweepStop.Stopped.class).isThrownBy(() -> this.streams.of(zstd, stopped()));
		assertThat(this.streams.known(zstd)).isFalse();
	}

	private static SweepStop stopped() {
		SweepStop stop = new SweepStop(Instant.MAX);
		stop.cancel();
		return stop;
	}

}
