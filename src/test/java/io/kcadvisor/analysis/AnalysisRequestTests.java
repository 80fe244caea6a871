package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.RecordSetBuilder;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Workload;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AnalysisRequestTests {

	@ParameterizedTest(name = "keyed={0} for a {1} sample whose records carry keys: {2} -> {3}")
	@CsvSource(nullValues = "-", textBlock = """
			-,     kafka-segment, true,  true
			-,     kafka-segment, false, false
			-,     lines,         false, false
			false, kafka-segment, true,  false
			true,  lines,         false, true
			""")
	void messagesHaveKeysByDefaultWhenTheSamplesRecordsCarryThem(Boolean given, String format, boolean sampleKeys,
			boolean keyed) {
		AnalysisRequest request = request(new Workload(2000.0, 6, 5, given, 3, null, null, null));
		AnalysisRequest applied = request.forSample(sample(SampleFormat.fromApiName(format), sampleKeys));
		assertThat(applied.workload().keyed()).isEqualTo(keyed);
		assertThat(applied.workload()).isEqualTo(new Workload(2000.0, 6, 5, keyed, 3, null, null, null));
		assertThat(applied).usingRecursiveComparison().ignoringFields("workload").isEqualTo(request);
	}

	@Test
	void keepsTheCodecsInTheirDeclaredOrderWhateverSetTheyCameIn() {
		Set<Codec> unordered = new LinkedHashSet<>(List.of(Codec.ZSTD, Codec.NONE, Codec.LZ4, Codec.GZIP));
		AnalysisRequest request = new AnalysisRequest(SampleFormat.AUTO, Preset.QUICK, unordered, null, null,
				Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);
		assertThat(request.codecs()).containsExactly(Codec.NONE, Codec.GZIP, Codec.LZ4, Codec.ZSTD);
	}

	private static AnalysisRequest request(Workload workload) {
		return new AnalysisRequest(SampleFormat.AUTO, Preset.QUICK, Set.of(Codec.ZSTD), List.of(16384), null,
				Objective.BALANCED, KafkaVersion.NEWEST, workload);
	}

	/** Three records, the last with a key when asked: one keyed record is enough. */
	private static Sample sample(SampleFormat format, boolean lastKeyed) {
		RecordSetBuilder records = RecordSet.builder(64);
		for (int i = 0; i < 3; i++) {
			byte[] key = (lastKeyed && i == 2) ? bytes("key") : null;
			records.add(new KafkaRecord(key, bytes("value-" + i), List.of(), 0));
		}
		return new Sample(format, records.build(), 30);
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
