// Solves an ALTCHA challenge off the main thread, so the page stays responsive while the phone hashes.
import { solveChallenge } from 'altcha-lib/v1';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkRequest>) => void) | null;
  postMessage(message: { number: number | null }): void;
}

interface WorkRequest {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const { algorithm, challenge, salt, maxnumber } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  scope.postMessage({ number: solution?.number ?? null });
};
