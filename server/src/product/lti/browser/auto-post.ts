// Posts the page's form (a signed message to the platform) as soon as the page loads.

document.forms[0]?.submit();
