package io.kcadvisor.system;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * An IP address, or a range of them given as an address and a prefix length.
 *
 * @param network the range's first address
 * @param prefix how many leading bits every address of the range shares with it
 */
record AddressRange(byte[] network, int prefix) {

	private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

	/**
	 * Parses an address or a range, such as {@code 10.0.0.0/8} or {@code ::1}.
	 * @param text the text
	 * @return the range
	 * @throws IllegalArgumentException when it is not an address or a range
	 */
	static AddressRange parse(String text) {
		String trimmed = text.trim();
		int slash = trimmed.indexOf('/');
		InetAddress address = literal((slash >= 0) ? trimmed.substring(0, slash) : trimmed);
		if (address == null) {
			throw new IllegalArgumentException("'" + text + "' is not an IP address or a range such as 10.0.0.0/8");
		}
		int bits = address.getAddress().length * 8;
		int prefix = (slash >= 0) ? Integer.parseInt(trimmed.substring(slash + 1)) : bits;
		if (prefix < 0 || prefix > bits) {
			throw new IllegalArgumentException("'" + text + "' has a prefix length outside 0 to " + bits);
		}
		return new AddressRange(address.getAddress(), prefix);
	}

	/**
	 * Returns the address a literal names, without asking any name service.
	 * @param text an IPv4 or IPv6 address, IPv6 perhaps in brackets
	 * @return the address, or {@code null} when the text is not a literal address
	 */
	static InetAddress literal(String text) {
		String bare = (text.startsWith("[") && text.endsWith("]")) ? text.substring(1, text.length() - 1) : text;
		try {
			if (IPV4.matcher(bare).matches()) {
				return InetAddress.getByAddress(ipv4(bare));
			}
			// In brackets, an IPv6 literal is parsed and never looked up
			return (bare.indexOf(':') >= 0 && bare.indexOf('%') < 0) ? InetAddress.getByName("[" + bare + "]") : null;
		}
		catch (UnknownHostException | IllegalArgumentException ex) {
			return null;
		}
	}

	private static byte[] ipv4(String text) {
		String[] parts = text.split("\\.");
		byte[] bytes = new byte[4];
		for (int i = 0; i < 4; i++) {
			int part = Integer.parseInt(parts[i]);
			if (part > 255) {
				throw new IllegalArgumentException("Not an IPv4 address: " + text);
			}
			bytes[i] = (byte) part;
		}
		return bytes;
	}

	/**
	 * Returns whether an address is in this range.
	 * @param address the address
	 * @return {@code true} when it is
	 */
	boolean contains(InetAddress address) {
		byte[] bytes = address.getAddress();
		if (bytes.length != this.network.length) {
			return false;
		}
		int whole = this.prefix / 8;
		for (int i = 0; i < whole; i++) {
			if (bytes[i] != this.network[i]) {
				return false;
			}
		}
		int rest = this.prefix % 8;
		int mask = (0xff << (8 - rest)) & 0xff;
		return rest == 0 || (bytes[whole] & mask) == (this.network[whole] & mask);
	}

}
