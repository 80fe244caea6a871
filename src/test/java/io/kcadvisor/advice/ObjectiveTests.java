package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.kcadvisor.kafka.KafkaVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ObjectiveTests {

	@ParameterizedTest
	@EnumSource
	void apiNamesAreLowerCaseAndReadBack(Objective objective) {
		assertThat(objective.apiName()).isLowerCase();
		assertThat(Objective.fromApiName(objective.apiName())).isEqualTo(objective);
		assertThat(Objective.fromApiName(" " + objective.name() + " ")).isEqualTo(objective);
	}

	@Test
	void unknownNamesAreRejectedWithTheAcceptedValues() {
		assertThatIllegalArgumentException().isThrownBy(() -> Objective.fromApiName("cheapest"))
			.withMessage("unknown objective 'cheapest'; accepted: balanced, smallest, fastest");
		assertThatIllegalArgumentException().isThrownBy(() -> Objective.fromApiName(null));
	}

	@Test
	void aRequestDefaultsToBalancedOnTheNewestKafkaWithoutWorkload() {
		AdviceRequest request = AdviceRequest.defaults();
		assertThat(request.objective()).isEqualTo(Objective.BALANCED);
		assertThat(request.kafkaVersion()).isEqualTo(KafkaVersion.NEWEST);
		assertThat(request.workload().messagesPerSecond()).isNull();
		assertThat(request.modelledLingerMs()).isEqualTo(5);
	}

}
