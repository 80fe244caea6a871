package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class QueryStringsTests {

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "", "objective=smallest", "objective=sm%61llest&kafkaVersion=3.7+", "name=%C3%A9t%C3%A9",
			"a&&b=", "flag", "empty=", "plus=a+b%2Bc" })
	void queryStringsThatDecodeHaveNoUndecodableParameter(String query) {
		assertThat(QueryStrings.undecodable(query)).isNull();
	}

	@Test
	void noQueryStringHasNoUndecodableParameter() {
		assertThat(QueryStrings.undecodable(null)).isNull();
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
			objective=%ZZ      | objective | '%ZZ' is not percent-encoded UTF-8
			objective=%FF      | objective | '%FF' is not percent-encoded UTF-8
			objective=%E2%82   | objective | '%E2%82' is not percent-encoded UTF-8
			objective=a%       | objective | 'a%' is not percent-encoded UTF-8
			ok=1&objective=%2  | objective | '%2' is not percent-encoded UTF-8
			%ZZ=1              | %ZZ       | its name is not percent-encoded UTF-8
			=x                 | ""        | a parameter has no name: '=x'
			""")
	void theFirstUndecodableParameterIsNamedWithWhatIsWrong(String query, String field, String message) {
		assertThat(QueryStrings.undecodable(query)).isEqualTo(new FieldProblem(field, message));
	}

	@Test
	void aLongValueIsQuotedShortened() {
		FieldProblem problem = QueryStrings.undecodable("id=" + "x".repeat(100) + "%ZZ");
		assertThat(problem.message()).isEqualTo("'" + "x".repeat(40) + "…' is not percent-encoded UTF-8");
	}

}
