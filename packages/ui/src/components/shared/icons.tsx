import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * An inline icon from one 24×24 SVG path: decorative (aria-hidden), sized by `size` (20 px unless the icon set
 * says otherwise: the host's shell draws its icons at 24), coloured by currentColor.
 */
export function createIcon(path: string, name: string, defaultSize = 20) {
  function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

// Paths from Google's Material Icons (Apache-2.0), kept inline so no icon package ships with every element.
export const CloseIcon = createIcon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  'CloseIcon',
);
export const ChevronLeftIcon = createIcon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', 'ChevronLeftIcon');
export const ChevronRightIcon = createIcon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 'ChevronRightIcon');
export const FirstPageIcon = createIcon(
  'M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z',
  'FirstPageIcon',
);
export const LastPageIcon = createIcon('M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z', 'LastPageIcon');
export const CheckIcon = createIcon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z', 'CheckIcon');
export const GridIcon = createIcon('M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z', 'GridIcon');
export const ListIcon = createIcon('M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z', 'ListIcon');
export const InfoIcon = createIcon(
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z',
  'InfoIcon',
);
export const SuccessIcon = createIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  'SuccessIcon',
);
export const WarningIcon = createIcon('M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z', 'WarningIcon');
export const ErrorIcon = createIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  'ErrorIcon',
);

// Paths from Google's Material Icons (Apache-2.0): the screens' actions and files.
export const EditIcon = createIcon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'EditIcon',
);
export const DeleteIcon = createIcon('M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z', 'DeleteIcon');
export const MailIcon = createIcon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
  'MailIcon',
);
export const UploadIcon = createIcon('M5 20h14v-2H5v2zm0-10h4v6h6v-6h4l-7-7-7 7z', 'UploadIcon');
export const FilterIcon = createIcon('M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z', 'FilterIcon');
export const SearchIcon = createIcon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  'SearchIcon',
);
export const PdfIcon = createIcon(
  'M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm-8.5 7.5c0 .83-.67 1.5-1.5 1.5H9v2H7.5V7H10c.83 0 1.5.67 1.5 1.5v1zm5 2c0 .83-.67 1.5-1.5 1.5h-2.5V7H15c.83 0 1.5.67 1.5 1.5v3zm4-3H19v1h1.5V11H19v2h-1.5V7h3v1.5zM9 9.5h1v-1H9v1zM4 6H2v14c0 1.1.9 2 2 2h14v-2H4V6zm10 5.5h1v-3h-1v3z',
  'PdfIcon',
);
export const LockIcon = createIcon(
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z',
  'LockIcon',
);
export const BoltIcon = createIcon('M7 2v11h3v9l7-12h-4l4-8z', 'BoltIcon');
