package io.kcadvisor.calibration;

import java.util.stream.IntStream;

/**
 * Non-negative least squares: the {@code x ≥ 0} that minimises {@code |A x − b|}, by
 * Lawson and Hanson's active set method (Solving Least Squares Problems, 1974, chapter
 * 23). Columns are scaled to unit length first, so that coefficients of very different
 * sizes (nanoseconds per record and per byte) are solved alike.
 */
final class Nnls {

	private static final int MAX_ITERATIONS = 1000;

	private static final double TOLERANCE = 1e-12;

	private Nnls() {
	}

	/**
	 * Solves the problem.
	 * @param a the matrix, one row per observation
	 * @param b the observations
	 * @return the solution, one coefficient per column of {@code a}, none negative
	 */
	static double[] solve(double[][] a, double[] b) {
		int columns = a[0].length;
		double[] scale = new double[columns];
		double[][] scaled = new double[a.length][columns];
		for (int j = 0; j < columns; j++) {
			double norm = 0;
			for (double[] row : a) {
				norm += row[j] * row[j];
			}
			scale[j] = (norm > 0) ? Math.sqrt(norm) : 1;
			for (int i = 0; i < a.length; i++) {
				scaled[i][j] = a[i][j] / scale[j];
			}
		}
		double[] x = solveScaled(scaled, b);
		for (int j = 0; j < columns; j++) {
			x[j] /= scale[j];
		}
		return x;
	}

	private static double[] solveScaled(double[][] a, double[] b) {
		int n = a[0].length;
		double[] x = new double[n];
		boolean[] passive = new boolean[n];
		for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
			double[] w = gradient(a, b, x);
			int entering = -1;
			for (int j = 0; j < n; j++) {
				if (!passive[j] && w[j] > TOLERANCE && (entering < 0 || w[j] > w[entering])) {
					entering = j;
				}
			}
			if (entering < 0) {
				return x;
			}
			passive[entering] = true;
			while (true) {
				double[] s = leastSquares(a, b, passive);
				boolean feasible = true;
				double alpha = 1;
				for (int j = 0; j < n; j++) {
					if (passive[j] && s[j] <= 0) {
						feasible = false;
						alpha = Math.min(alpha, (x[j] > s[j]) ? x[j] / (x[j] - s[j]) : 0);
					}
				}
				if (feasible) {
					x = s;
					break;
				}
				for (int j = 0; j < n; j++) {
					x[j] += alpha * (s[j] - x[j]);
					if (passive[j] && x[j] <= TOLERANCE) {
						passive[j] = false;
						x[j] = 0;
					}
				}
			}
		}
		throw new IllegalStateException("Non-negative least squares did not converge");
	}

	/** Returns {@code Aᵀ (b − A x)}, the downhill direction of each coefficient. */
	private static double[] gradient(double[][] a, double[] b, double[] x) {
		double[] w = new double[x.length];
		for (int i = 0; i < a.length; i++) {
			double residual = b[i];
			for (int j = 0; j < x.length; j++) {
				residual -= a[i][j] * x[j];
			}
			for (int j = 0; j < x.length; j++) {
				w[j] += a[i][j] * residual;
			}
		}
		return w;
	}

	/**
	 * Returns the unconstrained least squares solution over the passive columns, 0
	 * elsewhere, from the normal equations.
	 */
	private static double[] leastSquares(double[][] a, double[] b, boolean[] passive) {
		int[] columns = IntStream.range(0, passive.length).filter((j) -> passive[j]).toArray();
		int k = columns.length;
		double[][] normal = new double[k][k + 1];
		for (double[] row : a) {
			for (int p = 0; p < k; p++) {
				for (int q = 0; q < k; q++) {
					normal[p][q] += row[columns[p]] * row[columns[q]];
				}
			}
		}
		for (int i = 0; i < a.length; i++) {
			for (int p = 0; p < k; p++) {
				normal[p][k] += a[i][columns[p]] * b[i];
			}
		}
		double[] solution = gauss(normal);
		double[] s = new double[passive.length];
		for (int p = 0; p < k; p++) {
			s[columns[p]] = solution[p];
		}
		return s;
	}

	/** Solves an augmented system by Gaussian elimination with partial pivoting. */
	private static double[] gauss(double[][] m) {
		int k = m.length;
		for (int col = 0; col < k; col++) {
			int pivot = col;
			for (int row = col + 1; row < k; row++) {
				if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) {
					pivot = row;
				}
			}
			double[] swap = m[col];
			m[col] = m[pivot];
			m[pivot] = swap;
			if (Math.abs(m[col][col]) < TOLERANCE) {
				throw new IllegalArgumentException("The data cannot tell the coefficients of some columns apart");
			}
			for (int row = col + 1; row < k; row++) {
				double factor = m[row][col] / m[col][col];
				for (int c = col; c <= k; c++) {
					m[row][c] -= factor * m[col][c];
				}
			}
		}
		double[] x = new double[k];
		for (int row = k - 1; row >= 0; row--) {
			double sum = m[row][k];
			for (int c = row + 1; c < k; c++) {
				sum -= m[row][c] * x[c];
			}
			x[row] = sum / m[row][row];
		}
		return x;
	}

}
