package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TopicInfoTests {

	@ParameterizedTest(name = "max.message.bytes ''{0}''")
	@CsvSource(nullValues = "-", textBlock = """
			10485760,	10485760
			' 1048588 ',	1048588
			0,	0
			-,	-
			'',	-
			lots,	-
			-1,	-
			4294967296,	-
			""")
	void maxMessageBytesIsTheTopicsOrUnknownWhenAbsentOrNotANumberKafkaTakes(String config, Integer expected) {
		Map<String, String> configs = new HashMap<>();
		if (config != null) {
			configs.put("max.message.bytes", config);
		}
		assertThat(new TopicInfo("t", 1, 1, configs, 0, 0).maxMessageBytes()).isEqualTo(expected);
	}

}
