package io.kcadvisor.system;

import jakarta.servlet.http.HttpServletRequest;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.springframework.stereotype.Component;

/**
 * Tells clients apart by their address: the address a request comes from or, when that is
 * a trusted proxy's ({@link ClientSettings#trustedProxies()}), the nearest address before
 * the trusted proxies that its {@code Forwarded} header, or else its
 * {@code X-Forwarded-For} header, names. An IPv6 client is told apart by its /64 network,
 * which one host usually holds whole.
 */
@Component
public class ClientAddresses {

	private static final int IPV6_NETWORK_BYTES = 8;

	private static final int MAX_NAME = 64;

	private final List<AddressRange> trustedProxies;

	ClientAddresses(ClientSettings settings) {
		this.trustedProxies = settings.trustedProxies().stream().map(AddressRange::parse).toList();
	}

	/**
	 * Returns the client a request comes from.
	 * @param request the request
	 * @return the client's address, or its IPv6 network
	 */
	public String of(HttpServletRequest request) {
		String remote = request.getRemoteAddr();
		if (!isTrusted(remote)) {
			return name(remote);
		}
		List<String> hops = forwardedFor(request);
		for (int i = hops.size() - 1; i >= 0; i--) {
			if (!isTrusted(hops.get(i))) {
				return name(hops.get(i));
			}
		}
		return name(hops.isEmpty() ? remote : hops.get(0));
	}

	private boolean isTrusted(String node) {
		InetAddress address = AddressRange.literal(node);
		return address != null && this.trustedProxies.stream().anyMatch((range) -> range.contains(address));
	}

	/**
	 * Returns the addresses a request was forwarded for, the client's first and the
	 * nearest proxy's last.
	 */
	private static List<String> forwardedFor(HttpServletRequest request) {
		List<String> hops = new ArrayList<>();
		for (String header : Collections.list(request.getHeaders("Forwarded"))) {
			for (String element : header.split(",")) {
				for (String pair : element.split(";")) {
					int equals = pair.indexOf('=');
					if (equals > 0 && pair.substring(0, equals).trim().equalsIgnoreCase("for")) {
						hops.add(node(pair.substring(equals + 1).trim()));
					}
				}
			}
		}
		if (hops.isEmpty()) {
			for (String header : Collections.list(request.getHeaders("X-Forwarded-For"))) {
				for (String hop : header.split(",")) {
					if (!hop.isBlank()) {
						hops.add(node(hop.trim()));
					}
				}
			}
		}
		return hops;
	}

	/** The address of a node as forwarded: quotes, brackets and port left out. */
	private static String node(String forwarded) {
		String node = (forwarded.length() > 1 && forwarded.startsWith("\"") && forwarded.endsWith("\""))
				? forwarded.substring(1, forwarded.length() - 1) : forwarded;
		if (node.startsWith("[") && node.indexOf(']') > 0) {
			return node.substring(1, node.indexOf(']'));
		}
		int colon = node.indexOf(':');
		return (colon >= 0 && colon == node.lastIndexOf(':')) ? node.substring(0, colon) : node;
	}

	private static String name(String node) {
		InetAddress address = AddressRange.literal(node);
		if (address == null) {
			return (node.length() <= MAX_NAME) ? node : node.substring(0, MAX_NAME);
		}
		byte[] bytes = address.getAddress();
		if (bytes.length == 4) {
			return address.getHostAddress();
		}
		try {
			byte[] network = new byte[bytes.length];
			System.arraycopy(bytes, 0, network, 0, IPV6_NETWORK_BYTES);
			return InetAddress.getByAddress(network).getHostAddress() + "/64";
		}
		catch (UnknownHostException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
