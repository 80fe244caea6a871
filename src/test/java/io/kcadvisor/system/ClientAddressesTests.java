package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.mock.web.MockHttpServletRequest;

/**
 * A client is the address its request comes from; a trusted proxy's request is the
 * client's that the proxy forwards, and nobody else can name another client.
 */
class ClientAddressesTests {

	private static final ClientAddresses BEHIND_PROXIES = new ClientAddresses(
			new ClientSettings(8, 16, List.of("10.0.0.0/8", "192.0.2.7", "2001:db8:ffff::/48")));

	@Test
	void forwardedHeadersFromAnAddressNotTrustedAreIgnored() {
		ClientAddresses direct = new ClientAddresses(new ClientSettings(8, 16, List.of()));
		MockHttpServletRequest request = request("198.51.100.20");
		request.addHeader("X-Forwarded-For", "203.0.113.1");
		request.addHeader("Forwarded", "for=203.0.113.2");
		assertThat(direct.of(request)).isEqualTo("198.51.100.20");
		assertThat(BEHIND_PROXIES.of(request)).isEqualTo("198.51.100.20");
	}

	@ParameterizedTest(name = "from {0}, X-Forwarded-For: {1} is {2}")
	@CsvSource(delimiter = '|', textBlock = """
			10.1.2.3   | 203.0.113.9                          | 203.0.113.9
			10.1.2.3   | 203.0.113.9, 10.0.0.5                | 203.0.113.9
			192.0.2.7  | 1.1.1.1, 203.0.113.9, 10.9.9.9        | 203.0.113.9
			10.1.2.3   | 10.0.0.5, 10.0.0.6                   | 10.0.0.5
			10.1.2.3   | unknown                              | unknown
			10.1.2.3   | 203.0.113.9:51234                    | 203.0.113.9
			""")
	void aTrustedProxyNamesTheNearestClientBeforeTheTrustedProxies(String remote, String forwardedFor, String client) {
		MockHttpServletRequest request = request(remote);
		request.addHeader("X-Forwarded-For", forwardedFor);
		assertThat(BEHIND_PROXIES.of(request)).isEqualTo(client);
	}

	@Test
	void theForwardedHeaderNamesTheClientBeforeXForwardedFor() {
		MockHttpServletRequest request = request("10.1.2.3");
		request.addHeader("Forwarded", "for=198.51.100.4;proto=https, for=\"[2001:db8:ffff::1]:443\"");
		request.addHeader("X-Forwarded-For", "203.0.113.9");
		assertThat(BEHIND_PROXIES.of(request)).isEqualTo("198.51.100.4");
	}

	@Test
	void aTrustedProxyWithoutForwardedHeadersIsItsOwnClient() {
		assertThat(BEHIND_PROXIES.of(request("10.1.2.3"))).isEqualTo("10.1.2.3");
	}

	@Test
	void anIpv6ClientIsItsSlash64Network() {
		assertThat(BEHIND_PROXIES.of(request("2001:db8:1:2:aaaa::1")))
			.isEqualTo(BEHIND_PROXIES.of(request("2001:db8:1:2:bbbb::2")))
			.isEqualTo("2001:db8:1:2:0:0:0:0/64");
		assertThat(BEHIND_PROXIES.of(request("2001:db8:1:3::1"))).isEqualTo("2001:db8:1:3:0:0:0:0/64");
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "proxy.example.com", "10.0.0.0/33", "300.1.1.1", "" })
	void aTrustedProxyMustBeAnAddressOrARange(String proxy) {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new ClientAddresses(new ClientSettings(8, 16, List.of(proxy))));
	}

	private static MockHttpServletRequest request(String remoteAddress) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/v1/analyses");
		request.setRemoteAddr(remoteAddress);
		return request;
	}

}
