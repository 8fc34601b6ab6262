import { UploadedImage } from '@matchday/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../api/http.ts';

export { useMediaUrl } from '../../api/media-url.ts';

/**
 * `POST /image` (multipart, field `file`). XMLHttpRequest rather than fetch: it reports upload progress,
 * which a long upload on a phone needs to show.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/image');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({ status: 0, code: 'network.unreachable', message: 'The server cannot be reached.' }),
      );
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body));
        return;
      }
      const parsed = UploadedImage.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiError({ status: xhr.status, code: 'image.bad_response', message: parsed.error.message }),
        );
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** An upload only stores a file: nothing on screen shows it until a form saves its id, so nothing refreshes. */
export function useUploadImage(onProgress?: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, onProgress),
    meta: { refreshes: 'nothing' },
  });
}
